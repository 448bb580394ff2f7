import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import type { LegalDocument } from './legal-page.tsx';

const read = (name: string, locale: string): LegalDocument =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../locales', locale, `${name}.json`), 'utf8'),
  ) as LegalDocument;
const text = (doc: LegalDocument) =>
  [
    doc.title,
    doc.meta,
    doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => [b.text ?? '', ...(b.items ?? [])])]),
  ].join('\n');

describe('legal pages (spec sections 2 and 9)', () => {
  it.each(LOCALES)('privacy policy in %s: 17 sections, version 1.0, retention and response times', (locale) => {
    const doc = read('privacy-policy', locale);
    expect(doc.sections).toHaveLength(17);
    expect(doc.sections.map((s) => s.id)).toEqual(read('privacy-policy', 'en').sections.map((s) => s.id));
    expect(doc.meta).toMatch(/1\.0/);
    expect(doc.meta).toMatch(/2025/);
    const all = text(doc);
    for (const figure of ['72', '48', '3', '5', '7', '2']) expect(all).toContain(figure);
    expect(all).not.toMatch(/lorem ipsum|\bTODO\b|\bFIXME\b/);
  });

  it.each(LOCALES)('terms of service in %s: the 14 sections, age 16, Vienna', (locale) => {
    const doc = read('terms-of-service', locale);
    expect(doc.sections).toHaveLength(14);
    expect(doc.sections.map((s) => s.id)).toEqual(read('terms-of-service', 'en').sections.map((s) => s.id));
    expect(doc.meta).toMatch(/2025/);
    const all = text(doc);
    expect(all).toContain('16');
    expect(all).toMatch(/Wien|Vienna|Vienne|Viena/);
  });
});
