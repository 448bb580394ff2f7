import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The translated message for a failed request (errors.<code>), for toasts and forms. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`);
  return t('errors.internal');
}
