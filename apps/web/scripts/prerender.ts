/**
 * Pre-renders the public pages, the app pages whose first screen needs no data
 * (`PRERENDERED_APP_PAGES`), and the 404 page to HTML for every language, after the client
 * and SSR builds: `dist/prerender/<locale>/<page>.html` for /<locale>/... URLs and
 * `dist/prerender/unprefixed/<locale>/<page>.html` for unprefixed URLs read in that language
 * (links stay unprefixed there). Other pages get the shell with their own head (title,
 * description) and render in the browser. The server picks the file (decision 011).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOOT_SCRIPT, bootScriptTag, ENTRY_SCRIPT_TAG, MODULE_PRELOAD_TAG } from '@skinsight/shared/boot-script';
import { LOCALES, type Locale } from '@skinsight/shared/locales';
import { localizedPath, PAGES, type PageName } from '@skinsight/shared/routes';
import {
  readQuestionnaireContent,
  surveyItemsOf,
} from '../../server/src/modules/questionnaire-content/questionnaire-content.ts';
import type * as EntryServer from '../src/entry-server.tsx';
import {
  FIRST_SCREEN_READS,
  firstScreenReads,
  PRELOADED_READS_PAGES,
  isPrerenderedPage,
  NOT_FOUND_PAGE,
  ORIGIN_PLACEHOLDER,
  PAGE_ALIASES,
  prerenderedFile,
} from '@skinsight/shared/seo';

process.env.NODE_ENV ??= 'production';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');

type Manifest = Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }>;

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = (await import(path.join(webRoot, 'dist-ssr/entry-server.js'))) as typeof EntryServer;

/**
 * The stylesheet goes into each page: it is small (about 8 KB compressed) and would otherwise be a
 * render-blocking request between the HTML and the first paint on a slow phone connection.
 */
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const cssFile = stylesheet.exec(template)?.[1];
const inlineCss = cssFile ? `<style>${fs.readFileSync(path.join(dist, cssFile), 'utf8')}</style>` : null;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A pre-rendered page is read and painted without its script, which only makes it interactive:
 * the entry `<script>` and its module preloads leave the head, and the boot script at the end of
 * the body loads the entry once the first paint has been shown (`@skinsight/shared/boot-script`).
 * The shell keeps the template's tags: it shows nothing without them.
 */
const entrySrc = ENTRY_SCRIPT_TAG.exec(template)?.[1];
if (!entrySrc) throw new Error('index.html has no entry <script type="module">');

/** The locale's first strings, which the entry loads at once. */
function localeChunk(locale: Locale): string {
  const chunk = manifest[`virtual:locale-${locale}-first`];
  if (!chunk) throw new Error(`no chunk for virtual:locale-${locale}-first in the manifest`);
  return `/${chunk.file}`;
}

/**
 * The boot script preloads only the locale's first strings, which nothing in the entry's imports
 * would reveal before the entry runs. The entry's own imports are not preloaded: the browser
 * fetches them as soon as it has the entry, a round trip later, while preloading them (a `<link>`
 * each, added by the boot script) measured 25-45 ms more blocking time in Lighthouse's mobile
 * simulation (decision 011).
 */
const bootScript = (locale: Locale) => bootScriptTag(entrySrc, [localeChunk(locale)]);

/**
 * React puts the resource hints it collects (images with fetchPriority, say) before the page's
 * markup; they belong in the head, where they start downloads early and stay out of hydration.
 */
function splitHints(html: string): { hints: string; body: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  return match
    ? { hints: match[0].replace(/\/>/g, '>'), body: html.slice(match[0].length) }
    : { hints: '', body: html };
}

/**
 * The code a page rendered in the browser needs, which the entry would only ask for once it runs:
 * the page's own chunk (from the route table's `import()` of it), the server-state library and the
 * rest of the language's strings (`lazyPage` in src/app/routes.tsx), with their static imports.
 * A shell page shows nothing until all of it has arrived, so its head preloads it all at once
 * rather than one round trip after another (Lighthouse measured LCP at 3.8-5.4 s on these pages
 * before, issue 22).
 */
const routeTable = fs.readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8');
const pageSources = new Map(
  [...routeTable.matchAll(/lazyPage\(\s*'(\w+)',\s*\(\) =>\s*page\(import\('\.\.\/([^']+)'\)/g)].map((m) => [
    m[1]!,
    `src/${m[2]!}`,
  ]),
);
if (pageSources.size < 15) throw new Error(`found only ${pageSources.size} lazy pages in src/app/routes.tsx`);
function closure(key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}
const entryClosure = closure('index.html', new Set());
/**
 * The entry starts the app in stages it imports dynamically, each evaluated in a task of its own
 * (i18next, React DOM, the app: src/main.tsx); a shell page preloads them with its page's code.
 */
const startStages = manifest['index.html']?.dynamicImports ?? [];
if (startStages.length < 3) throw new Error(`the entry imports ${startStages.length} start-up stages, expected 3`);
function pagePreloads(name: PageName | typeof NOT_FOUND_PAGE, locale: Locale): string[] {
  const source = name === NOT_FOUND_PAGE ? undefined : pageSources.get(name);
  if (!source) return [localeChunk(locale)];
  if (!manifest[source]) throw new Error(`${source} (page ${name}) is not in the manifest`);
  const keys = new Set<string>();
  for (const key of [
    ...startStages,
    source,
    // A page the server may draw for the person starts from the answers it came with (decision 039).
    ...(FIRST_SCREEN_READS[name as PageName] ? ['src/app/first-screen.ts'] : []),
    'src/lib/query-client.tsx',
    `virtual:locale-${locale}-first`,
    `virtual:locale-${locale}-rest`,
  ])
    closure(key, keys);
  return [...keys]
    .filter((k) => !entryClosure.has(k) && manifest[k]!.file.endsWith('.js'))
    .map((k) => `/${manifest[k]!.file}`);
}

/**
 * The question page shows a spinner until the survey has arrived (spec: 'A loading spinner shows
 * while survey data loads'), and the app asks for it only once its code has run: on a slow
 * connection the code, then the survey, one after the other. Asked for from the head, the survey
 * comes while the code does (the same request as the app's, which the browser then hands it:
 * same URL, same-origin credentials, and the answer is cacheable for 5 minutes anyway).
 */
const preloadFetch = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;
function dataPreloads(name: PageName | typeof NOT_FOUND_PAGE, locale: Locale): string {
  if (name === 'question') return preloadFetch(`/api/survey?lang=${locale}`);
  // The results page draws nothing of its own until the person's latest questionnaire and their
  // recommendations are there, which the app asked for one after the other once its code had run
  // (issue 22). Asked for from the head, they come while the code does. The links are the same for
  // everyone and carry no data: the browser sends the person's own cookie (same-origin
  // credentials), the answers stay `private, no-store`, and they live only in this document's
  // memory, where the app's own requests (same URL, same credentials) take them. Signed out, the
  // two answers are 401 and the page sends the visitor to sign in as before.
  // A signed-in visitor gets the page drawn with these answers instead (decision 039), without the links.
  const reads =
    name === NOT_FOUND_PAGE || !PRELOADED_READS_PAGES.includes(name) ? undefined : firstScreenReads(name, locale);
  if (reads) return reads.map(preloadFetch).join('');
  return '';
}

function page(
  markup: string,
  locale: Locale,
  rendered: Awaited<ReturnType<typeof entry.render>>,
  preloads: string[],
  data = '',
): string {
  const { hints, body: html } = splitHints(markup);
  let out = (inlineCss ? template.replace(stylesheet, () => inlineCss) : template)
    .replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${rendered.head.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
    )
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${rendered.headTags}\n    ${hints}${data}\n  </head>`);
  const root = html
    ? `<div id="root" data-prerendered="${escapeAttribute(locale)}">${html}</div>`
    : '<div id="root"></div>';
  if (!out.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  out = out.replace('<div id="root"></div>', () => root);
  out = html
    ? out
        .replace(ENTRY_SCRIPT_TAG, '')
        .replace(MODULE_PRELOAD_TAG, '')
        .replace('</body>', () => `  ${bootScript(locale)}\n  </body>`)
    : out.replace(
        '</head>',
        () =>
          `${preloads.map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n`).join('')}  </head>`,
      );
  // The CSP allows no inline script but the boot script: another would be blocked in the browser.
  const inline = [...out.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  if (inline.some((m) => m[1] !== BOOT_SCRIPT))
    throw new Error('the pre-rendered HTML has an inline <script> other than the boot script');
  // Nor any style attribute (decision 017): the browser would drop it, and the page would show
  // without it until the app started. Classes, or SVG shapes for lengths that come from data.
  const styled = /<[a-zA-Z][^>]*\sstyle="[^"]*"/.exec(html);
  if (styled)
    throw new Error(`the pre-rendered HTML has a style attribute, which the CSP blocks: ${styled[0].slice(0, 200)}`);
  return out;
}

const questionnaireContent = readQuestionnaireContent();
const pages = (Object.keys(PAGES) as PageName[]).filter((name) => !PAGE_ALIASES[name]);
const started = performance.now();
let count = 0;
for (const prefix of [...LOCALES, null]) {
  for (const locale of prefix ? [prefix] : LOCALES) {
    for (const name of [...pages, NOT_FOUND_PAGE] as const) {
      const url = localizedPath(prefix, name === NOT_FOUND_PAGE ? '/404' : PAGES[name]);
      const withBody = name === NOT_FOUND_PAGE || isPrerenderedPage(name);
      const rendered = await entry.render(
        url,
        locale,
        ORIGIN_PLACEHOLDER,
        withBody,
        // The question page's first question: the texts the server seeds its survey table from.
        name === 'question' ? surveyItemsOf(questionnaireContent, locale) : undefined,
      );
      const file = path.join(dist, prerenderedFile(name, locale, prefix !== null));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        page(rendered.html, locale, rendered, withBody ? [] : pagePreloads(name, locale), dataPreloads(name, locale)),
      );
      count++;
    }
  }
}
console.log(`pre-rendered ${count} pages in ${Math.round(performance.now() - started)} ms`);

// The app's modules keep handles open (the session's BroadcastChannel): the build step ends here.
process.exit(0);
