/**
 * The engine's user-facing texts: one table per language with identical keys (the type system
 * enforces it; a test checks no text is empty and every language uses the same placeholders).
 * Informal address throughout (du, tu, tú). `{name}` placeholders are filled by `text()`.
 */
import type { Locale } from '@skinsight/shared';
import { en } from './en.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';

export type TextKey = keyof typeof en;
export type TextTable = Record<TextKey, string>;

export const TEXTS: Record<Locale, TextTable> = { en, de, fr, es };

/** The text for `key` in `locale`, with each `{name}` replaced by `vars[name]`. */
export function text(locale: Locale, key: TextKey, vars?: Record<string, string | number>): string {
  const template = TEXTS[locale][key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}
