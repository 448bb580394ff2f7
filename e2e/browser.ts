/**
 * Debian's Chromium driven by playwright-core (browser downloads do not work here).
 * The flags keep it from reaching out to the network at start.
 */
import { WAITING_SECTION } from '../apps/web/src/lib/hydration-markers.ts';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** `extraArgs`: more Chromium flags, such as a fake camera's (fake-camera.ts). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e project through vitest');
  return url;
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  /** Another server than the shared one (tests that start their own). */
  url: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Each context is its own visitor, from its own address (the service trusts the proxy header
  // in the tests), so per-address limits apply per visitor as they would in production.
  // Documentation addresses (RFC 5737): a header value only, nothing is ever sent there.
  const address = `${Math.random() < 0.5 ? '198.51.100' : '203.0.113'}.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: url,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Whatever the Content-Security-Policy blocks is an error of the page in every test.
  await context.exposeBinding('__cspViolation', (_source, report: string) => errors.push(`CSP violation: ${report}`));
  await context.addInitScript({ content: CSP_LISTENER });
  page.on('console', (msg) => {
    // A 404 page load is expected on unknown paths; anything else logged as an error is a bug.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return { context, page, errors };
}

/**
 * Reports each CSP violation of a page to the test (`errors`), with the directive, what was
 * blocked and where: `inline` for a `<style>` or style attribute, the address otherwise.
 */
const CSP_LISTENER = `
  document.addEventListener('securitypolicyviolation', (e) => {
    const where = e.sourceFile ? \` at \${e.sourceFile}:\${e.lineNumber}\` : '';
    window.__cspViolation(\`\${e.effectiveDirective} blocked \${e.blockedURI || 'inline'}\${where} on \${location.pathname}: \${e.sample}\`);
  });
`;

/**
 * Waits until the app has taken over an element of a pre-rendered page (React keeps its props on
 * each element it hydrated, and a section hydrated when visible says when it has committed; see
 * isHydrated in apps/web/src/lib/early-events.ts). For gestures the page cannot
 * keep before then, such as dragging a slider.
 */
export async function waitUntilInteractive(locator: Locator): Promise<void> {
  // An element the app replaced rather than hydrated (a signed-in page drawn over its loading
  // state) is never taken over: look the locator up again.
  for (;;) {
    const state = await locator.evaluate(
      (element, waiting) =>
        new Promise<'interactive' | 'replaced'>((resolve) => {
          const hydrated = () =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest(waiting);
          const check = () => {
            if (!element.isConnected) resolve('replaced');
            else if (hydrated()) resolve('interactive');
            else setTimeout(check, 25);
          };
          check();
        }),
      WAITING_SECTION,
    );
    if (state === 'interactive') return;
  }
}

/**
 * Ticks a checkbox as a person does: again if the first click missed because the form moved under
 * it (the password hint's verdict arriving a line longer than the rule it replaces).
 */
export async function tick(box: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await box.check();
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('did not change its state')) throw error;
    }
  }
}

/**
 * Holds back the app's entry script, so a test can act on a pre-rendered page exactly as a
 * visitor on a slow connection does before the app has started. Call the result to let it load.
 */
export function holdAppScript(page: Page): Promise<() => Promise<void>> {
  return holdScript(page, 'index');
}

/**
 * Opens `url` with the app's script held back, as a visitor on a slow connection sees it before
 * the app has started; the requests whose path matches `watched` that the page makes meanwhile
 * and after. Call `release` to let the app load.
 */
export async function openHeld(
  page: Page,
  url: string,
  watched: RegExp,
): Promise<{ requests: Request[]; release: () => Promise<void> }> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (watched.test(new URL(request.url()).pathname)) requests.push(request);
  });
  const release = await holdAppScript(page);
  // Not 'domcontentloaded': that waits for the app's (deferred) module script, which is held.
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#root').waitFor({ state: 'attached' });
  return { requests, release };
}

/** Puts `items` in the browser's own (signed-out) cart, as adding them on another visit would. */
export async function keepCartInBrowser(page: Page, items: { productId: string; quantity: number }[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((kept) => localStorage.setItem('cart', JSON.stringify(kept)), items);
}

/**
 * Holds back one of the app's scripts by its name before the hash (`holistic-section` for a
 * landing section's code), as a slow connection would. Call the result to let it load.
 */
export async function holdScript(page: Page, name: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return async () => release();
}

/**
 * Signs the browser context up (and so in) through the API, as a login fixture would: for tests
 * whose subject is not the sign-up form. Returns the status the server answered with.
 */
export async function signUpThroughApi(
  context: BrowserContext,
  name: string,
  locale = 'en',
  /** The server's own address, when the context talks to another server than the shared one. */
  origin = baseUrl(),
): Promise<number> {
  const res = await context.request.post('/api/auth/signup', {
    headers: { origin },
    data: {
      firstName: name,
      lastName: 'Tester',
      email: `${name.toLowerCase()}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
      password: 'a long and private passphrase',
      privacyConsent: true,
      marketingConsent: false,
      locale,
    },
  });
  return res.status();
}
