/**
 * How the server sends a page drawn for its signed-in visitor (decision 039), with a stand-in for
 * the SSR build's renderer (the real one is driven end to end in e2e/results-first-screen): whose
 * data it reads, what goes into the page and what leaves it, the headers, and the shell whenever
 * anything is not right.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedFile } from '@skinsight/shared/seo';
import { createTestApp, TestClient, type TestContext } from '../testing/index.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skinsight-first-screen-'));
const dist = path.join(root, 'dist');
const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), content);
};
/** The results page's shell as apps/web/scripts/prerender.ts writes it. */
const shell = (locale: string) =>
  `<!doctype html><html lang="${locale}"><head><title>Results</title>` +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/results-page-abc.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/client-abc.js">' +
  '<link rel="preload" as="fetch" crossorigin href="/api/questionnaires/latest">' +
  '<link rel="preload" as="fetch" crossorigin href="/api/recommendations">' +
  '</head><body><div id="root"></div></body></html>';
for (const locale of ['en', 'de']) {
  for (const page of ['results', 'cart'] as const) {
    write(path.join('dist', prerenderedFile(page, locale as 'en', true)), shell(locale));
    write(path.join('dist', prerenderedFile(page, locale as 'en', false)), shell(locale));
  }
}
write('dist/index.html', shell('en'));
/** The payment result as prerender.ts writes a page pre-rendered with its body: the boot script after the root. */
const drawnPage =
  '<!doctype html><html lang="en"><head><title>Thank you</title></head><body>' +
  '<div id="root" data-prerendered="en"><main><div>Thank you for your order</div></main></div>\n    ' +
  '<script data-entry="/assets/index-abc.js" data-preload="/assets/locale-abc.js">boot()</script>\n  </body>\n</html>';
write(path.join('dist', prerenderedFile('paymentSuccess', 'en', true)), drawnPage);
// The renderer stand-in draws what it was given; some names make it misbehave as a real one might.
write(
  'dist-ssr/entry-server.js',
  `export async function renderForPerson(url, locale, data) {
    const html = draw(url, locale, data);
    // As the real renderer, it gives back the answers as it checked them: here, marked.
    return html === null ? null : { html, data: { ...data, checked: true } };
  }
  function draw(url, locale, data) {
    const user = data.session.user;
    if (user.firstName === 'Styled') return '<p style="color: red">styled</p>';
    if (user.firstName === 'Broken') throw new Error('the render failed');
    if (user.firstName === 'Nobody') return null;
    const order = Object.entries(data.reads).find(([path]) => path.startsWith('/api/orders/by-reference/'));
    if (order) return '<main>the order ' + order[1].order.reference + ' of ' + user.id + '</main>';
    const cart = data.reads['/api/cart?lang=' + locale];
    if (cart) return '<main>the cart of ' + user.id + ': ' + cart.lines.map((l) => l.quantity + ' ' + l.name).join(', ') + '</main>';
    const count = data.reads['/api/recommendations'].recommendations.length;
    return '<main data-url="' + url + '">drawn for ' + user.id + ' in ' + locale + ', ' + count + ' results</main>';
  }`,
);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function signedIn(firstName = 'Ada') {
  const client = new TestClient(t.app);
  const { res } = await client.signUp({ firstName });
  expect(res.status).toBe(201);
  const session = (await (await client.request('/api/auth/session')).json()) as { user: { id: string } };
  return { client, id: session.user.id };
}

/** The JSON the page carries for the app to start from. */
const carried = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    session: { user: { id: string; firstName: string } };
    reads: Record<string, unknown>;
    checked?: boolean;
  };

describe('a page drawn for its signed-in visitor', () => {
  it('is drawn with their own reads, carries them, asks for its code after the first paint, and is never stored', async () => {
    const { client, id } = await signedIn();
    const res = await client.request('/de/results');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    expect(res.headers.get('server-timing')).toMatch(/reads;dur=[\d.]+, render;dur=[\d.]+/);
    const html = await res.text();
    expect(html).toContain(
      `<div id="root" data-prerendered="de"><main data-url="/de/results">drawn for ${id} in de, 0 results</main></div>`,
    );
    const data = carried(html);
    expect(data.session.user.id).toBe(id);
    expect(Object.keys(data.reads).sort()).toEqual(['/api/questionnaires/latest', '/api/recommendations']);
    // What the renderer gave back as checked, which the app starts from without checking again.
    expect(data.checked).toBe(true);
    // The code comes through the boot script once the page is painted, not from the head; the
    // shell's requests for the data it carries are gone.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<link rel="preload" as="fetch"');
    expect(html).toMatch(
      /<script data-entry="\/assets\/index-abc.js" data-preload="\/assets\/results-page-abc.js \/assets\/client-abc.js">/,
    );
  });

  it("draws a signed-in person's cart from their account's cart in the page's language", async () => {
    const { client, id } = await signedIn();
    for (const locale of ['en', 'de']) {
      const put = await client.request('/api/cart/items/hydrating-serum', {
        method: 'PUT',
        json: { quantity: 2, locale },
      });
      expect(put.status).toBe(200);
      const { lines } = (await put.json()) as { lines: { name: string }[] };
      const res = await client.request(`/${locale}/cart`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).toContain(`<main>the cart of ${id}: 2 ${lines[0]!.name}</main>`);
      expect(Object.keys(carried(html).reads)).toEqual([`/api/cart?lang=${locale}`]);
    }
  });

  it("draws the payment result from the order its address names, for the order's own account only", async () => {
    const { client, id } = await signedIn();
    const checkout = await client.request('/api/checkout', {
      json: { items: [{ productId: 'hydrating-serum', quantity: 1 }], locale: 'en' },
    });
    const session = new URL(((await checkout.json()) as { url: string }).url, 'http://x').searchParams.get('session');
    const paid = await client.request(`/api/test-payments/${session}/pay`, {
      json: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' },
    });
    const success = ((await paid.json()) as { redirectUrl: string }).redirectUrl;
    expect(success).toBe(`/en/payment-success?session_id=${session}`);
    const html = await (await client.request(success)).text();
    // The page's own body is replaced; what follows the root (the boot script) is kept once.
    expect(html).toContain(`<div id="root" data-prerendered="en"><main>the order ${session} of ${id}</main></div>`);
    expect(html).not.toContain('Thank you for your order');
    expect(html.match(/<script data-entry=/g)).toHaveLength(1);
    expect(Object.keys(carried(html).reads)).toEqual([`/api/orders/by-reference/${session}`]);
    // Another account at the same address, or no reference: the page as built.
    const other = await signedIn('Other');
    for (const [who, url] of [
      [other.client, success],
      [client, '/en/payment-success'],
    ] as const) {
      const built = await (await who.request(url)).text();
      expect(built).toContain('Thank you for your order');
      expect(built).not.toContain('first-screen-data');
    }
  });

  it("holds one person's data only: another's cookie draws another page", async () => {
    const a = await signedIn('Ann');
    const b = await signedIn('Bea');
    const [pageA, pageB] = await Promise.all([
      a.client.request('/en/results').then((r) => r.text()),
      b.client.request('/en/results').then((r) => r.text()),
    ]);
    expect(carried(pageA).session.user.id).toBe(a.id);
    expect(pageA).not.toContain(b.id);
    expect(carried(pageB).session.user.id).toBe(b.id);
    expect(pageB).not.toContain(a.id);
  });

  it('cannot be broken out of by what a person typed: the carried data ends only where the page says', async () => {
    const { client } = await signedIn('</script><script>alert(1)</script>');
    const html = await (await client.request('/en/results')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(carried(html).session.user.firstName).toBe('</script><script>alert(1)</script>');
  });

  it('is the shell as built when nobody is signed in, the session is not valid, or the render misbehaves', async () => {
    const anonymous = await t.app.request('/en/results');
    const expired = await t.app.request('/en/results', {
      headers: { cookie: 'better-auth.session_token=not-a-session' },
    });
    const styled = await (await signedIn('Styled')).client.request('/en/results');
    const broken = await (await signedIn('Broken')).client.request('/en/results');
    const nobody = await (await signedIn('Nobody')).client.request('/en/results');
    for (const res of [anonymous, expired, styled, broken, nobody]) {
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toBe(shell('en'));
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
