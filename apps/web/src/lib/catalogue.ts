/**
 * The shop's catalogue (plans and products, in the page's language), read once per language
 * and shared by the cart, the results page's product suggestions and the plans page.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueResponseSchema, type CatalogueResponse } from '@skinsight/shared/commerce';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import { apiRequest } from './api-client.ts';

const cache = new Map<Locale, Promise<CatalogueResponse>>();

export function loadCatalogue(locale: Locale): Promise<CatalogueResponse> {
  let request = cache.get(locale);
  if (!request) {
    request = apiRequest(`/api/catalogue?lang=${locale}`, catalogueResponseSchema);
    // A failed read is not kept: the next page (or the retry button) asks again.
    request.catch(() => cache.delete(locale));
    cache.set(locale, request);
  }
  return request;
}

export type CatalogueState =
  | { status: 'loading'; catalogue: null; error: null }
  | { status: 'ready'; catalogue: CatalogueResponse; error: null }
  | { status: 'error'; catalogue: null; error: unknown };

export function useCatalogue(): CatalogueState & { retry: () => void } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CatalogueState & { locale: Locale | null }>({ status: 'loading', catalogue: null, error: null, locale: null });
  useEffect(() => {
    let cancelled = false;
    loadCatalogue(locale).then(
      (catalogue) => !cancelled && setState({ status: 'ready', catalogue, error: null, locale }),
      (error: unknown) => !cancelled && setState({ status: 'error', catalogue: null, error, locale }),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, attempt]);
  const retry = () => {
    setState({ status: 'loading', catalogue: null, error: null, locale: null });
    setAttempt((a) => a + 1);
  };
  // The previous language's catalogue stays on screen until the new one arrives.
  return { ...state, retry };
}
