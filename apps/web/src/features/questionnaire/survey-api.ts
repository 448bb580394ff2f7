import { surveyResponseSchema, type SurveyItem } from '@skinsight/shared/api';
import type { Locale } from '@skinsight/shared/locales';
import { apiRequest } from '../../lib/api-client.ts';
import { browserLocale, onLanguageChange } from '../../lib/i18n.ts';

/** The survey per language, cached until the language changes (spec section 7). */
const cache = new Map<Locale, Promise<SurveyItem[]>>();
/** The same, once arrived: what the page's first render reads, so that it matches the pre-rendered HTML. */
const loaded = new Map<Locale, SurveyItem[]>();
onLanguageChange(() => {
  cache.clear();
  loaded.clear();
});

export function loadSurvey(locale: Locale): Promise<SurveyItem[]> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = apiRequest(`/api/survey?lang=${locale}`, surveyResponseSchema)
      .then((r) => {
        loaded.set(locale, r.items);
        return r.items;
      })
      .catch((error: unknown) => {
        // The spec: a failed load is logged and gives an empty survey (the fallback section).
        console.error('survey: load failed', error);
        cache.delete(locale);
        return [];
      });
    cache.set(locale, pending);
  }
  return pending;
}

/** The survey in `locale` if it has arrived, else null. */
export function loadedSurvey(locale: Locale): SurveyItem[] | null {
  return loaded.get(locale) ?? null;
}

/**
 * The survey given by the pre-renderer (from the questionnaire's content file, which the server
 * seeds its table from), so that the page's first screen is the first question (issue 22).
 */
export function primeSurvey(locale: Locale, items: SurveyItem[]): void {
  loaded.set(locale, items);
  cache.set(locale, Promise.resolve(items));
}

/**
 * Loads the survey of the language the page is read in before the page's code is counted as
 * loaded: the page hydrates its pre-rendered first question with the texts already there.
 */
export async function surveyBeforeRendering(): Promise<void> {
  if (typeof window === 'undefined') return;
  await loadSurvey(browserLocale());
}
