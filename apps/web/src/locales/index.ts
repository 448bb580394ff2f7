/**
 * The one place the web app finds its texts, per language: `TEXTS.de.ui` are the German UI strings
 * (react-i18next, lib/i18n.ts), `TEXTS.de.benefits` the benefits page, and so on. Nothing here is
 * loaded until asked for: each entry is a loader, so a page downloads only the language it shows.
 * The questionnaire's texts come from the server (GET /api/survey), in the language asked for,
 * and so do the recommendation's texts (packages/engine): they are stored with the survey and the
 * result, not in the web app (decision 030).
 */
import type { Locale } from '@skinsight/shared/locales';
import { de } from './de/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';

export const TEXTS = { en, de, fr, es } satisfies Record<Locale, typeof en>;

/** One kind of text in every language, as `localizedContent` (lib/localized-content.ts) takes it. */
export const textsOf = <K extends Exclude<keyof typeof en, 'ui'>>(kind: K): Record<Locale, (typeof en)[K]> => ({
  en: TEXTS.en[kind],
  de: TEXTS.de[kind],
  fr: TEXTS.fr[kind],
  es: TEXTS.es[kind],
});
