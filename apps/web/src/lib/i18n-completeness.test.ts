/**
 * Every UI string and every survey text exists, non-empty, in all four languages, and every
 * translation key the code uses exists in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import { readQuestionnaireContent } from '../../../server/src/modules/questionnaire-content/questionnaire-content.ts';
import { PAGES, type PageName } from '@skinsight/shared/routes';
import { PAGE_ALIASES } from '@skinsight/shared/seo';
import de from '../locales/de/ui.json';
import en from '../locales/en/ui.json';
import es from '../locales/es/ui.json';
import fr from '../locales/fr/ui.json';
import { detectLocale } from './i18n.ts';

const resources = {
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
};

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of leaves(value, full)) out.set(k, v);
  }
  return out;
}

const english = leaves(resources.en.translation as Tree);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('translations', () => {
  it.each(LOCALES)('%s has every key of English, non-empty, and no others', (locale) => {
    const strings = leaves(resources[locale].translation as Tree);
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of strings) expect(value.trim(), `${locale}:${key}`).not.toBe('');
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const [key, value] of english) {
      const placeholders = value.match(/{{\w+}}/g) ?? [];
      for (const locale of LOCALES) {
        const translated = leaves(resources[locale].translation as Tree).get(key) ?? '';
        for (const p of placeholders) expect(translated, `${locale}:${key}`).toContain(p);
      }
    }
  });

  it('has every key the code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
      for (const match of source.matchAll(/i18nKey="([\w.]+)"/g)) used.add(match[1]!);
    }
    // Every page's title and description (lib/page-head.ts builds these keys from the page name).
    for (const page of Object.keys(PAGES) as PageName[]) {
      if (!PAGE_ALIASES[page]) used.add(`site.pages.${page}.title`).add(`site.pages.${page}.description`);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('has every survey text in all four languages', () => {
    const content = readQuestionnaireContent();
    expect(content.questions).toHaveLength(16);
    for (const q of content.questions) {
      for (const text of [q.text, q.why, ...q.options.map((o) => o.text)]) {
        for (const locale of LOCALES) expect(text[locale].trim(), `${q.id}:${locale}`).not.toBe('');
      }
    }
  });
});

describe('language detection', () => {
  it('takes the URL prefix first, then the stored language, then English', () => {
    expect(detectLocale('/de/results', 'fr')).toBe('de');
    expect(detectLocale('/results', 'fr')).toBe('fr');
    expect(detectLocale('/results', 'it')).toBe('en');
    expect(detectLocale('/results', null)).toBe('en');
    expect(detectLocale('/es', null)).toBe('es');
  });
});
