import type { TFunction } from 'i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Failures that have a more useful message than the spec's generic one. */
const SPECIFIC = new Set(['payment_unavailable', 'rate_limited', 'network']);

/**
 * The spec's purchase failure toast: 'Error' / 'Something went wrong. Please try again.', or the
 * translated reason when we know one the person can act on (payments down, offline, too many tries).
 */
export function purchaseFailed(t: TFunction, error: unknown): void {
  const description =
    error instanceof ApiError && SPECIFIC.has(error.code)
      ? t(`errors.${error.code}`)
      : t('checkout.purchaseFailed.message');
  toast({ title: t('checkout.purchaseFailed.title'), description, variant: 'destructive' });
}
