import { surveyResponseSchema, type SurveyItem } from '@skinsight/shared/api';
import type { Locale } from '@skinsight/shared/locales';
import { apiRequest } from '../../lib/api-client.ts';
import { onLanguageChange } from '../../lib/i18n.ts';

/** The survey per language, cached until the language changes (spec section 7). */
const cache = new Map<Locale, Promise<SurveyItem[]>>();
onLanguageChange(() => cache.clear());

export function loadSurvey(locale: Locale): Promise<SurveyItem[]> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = apiRequest(`/api/survey?lang=${locale}`, surveyResponseSchema)
      .then((r) => r.items)
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
