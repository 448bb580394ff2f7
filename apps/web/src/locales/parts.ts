/**
 * Each language's strings come in two chunks: the ones the first screen of a page needs (header,
 * footer, the top of the landing page, the 404 page) and the rest, loaded with the first part
 * that is code-split: a page, or a landing section coming into view (lib/i18n.ts). A key the first load uses but this list lacks shows up as a
 * 'missing translation' error in the console, which the browser tests fail on.
 */
export const FIRST_LOAD_KEYS = [
  'common',
  'header',
  'nav',
  'footer',
  'notFound',
  'landing.hero',
  'landing.features',
  'site.pages.home',
  'site.pages.questionnaireStart',
  'site.notFound',
  'site.pageFailed',
  'cart.link',
  'cart.linkWithCount',
] as const;

export type LocalePart = 'first' | 'rest';
type Tree = { [key: string]: unknown };

/** The part of a language's strings: the listed keys (dotted paths), or everything else. */
export function localePart(strings: Tree, part: LocalePart): Tree {
  const pick = (tree: Tree, prefix: string): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const listed = FIRST_LOAD_KEYS.some((k) => k === path);
      const above = FIRST_LOAD_KEYS.some((k) => k.startsWith(`${path}.`));
      if (above && typeof value === 'object' && value !== null) {
        const inner = pick(value as Tree, path);
        if (Object.keys(inner).length > 0) out[key] = inner;
      } else if (listed === (part === 'first')) {
        out[key] = value;
      }
    }
    return out;
  };
  return pick(strings, '');
}
