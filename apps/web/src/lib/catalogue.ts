/**
 * The shop's catalogue (plans and products, in the page's language), read once per language
 * and shared by the cart, the results page's product suggestions and the plans page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueResponseSchema, type CatalogueResponse } from '@skinsight/shared/commerce';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-client.tsx';

export type CatalogueState =
  | { status: 'loading'; catalogue: null; error: null }
  | { status: 'ready'; catalogue: CatalogueResponse; error: null }
  | { status: 'error'; catalogue: null; error: unknown };

export function useCatalogue(): CatalogueState & { retry: () => void } {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const query = useQuery({
    queryKey: queryKeys.catalogue(locale),
    queryFn: () => apiRequest(`/api/catalogue?lang=${locale}`, catalogueResponseSchema),
    // The catalogue changes with a deployment, not while a page is open.
    staleTime: Number.POSITIVE_INFINITY,
    // The previous language's catalogue stays on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
  const retry = () => void query.refetch();
  if (query.isSuccess) return { status: 'ready', catalogue: query.data, error: null, retry };
  if (query.isError && !query.isFetching) return { status: 'error', catalogue: null, error: query.error, retry };
  return { status: 'loading', catalogue: null, error: null, retry };
}
