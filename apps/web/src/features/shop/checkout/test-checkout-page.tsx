/**
 * The built-in test payment provider's checkout page (/checkout/test?session=...): what is being
 * paid, a card form, and the test cards to use. It stands in for Stripe's hosted page when no
 * Stripe account is configured, so the whole shop can be tried offline without real money.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  TEST_CARDS,
  testPaymentResponseSchema,
  testPaymentSessionSchema,
  type TestPaymentSession,
} from '@skinsight/shared/commerce';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-client.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePageRestored } from '../../../lib/use-page-restored.ts';
import {
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardFieldErrors,
  type CardFields,
} from './card-input.ts';

type SessionState =
  { status: 'loading' | 'notFound' | 'error'; session: null } | { status: 'ready'; session: TestPaymentSession };

function useTestSession(id: string | null) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.testPayment(id ?? '', i18n.language),
    queryFn: () =>
      apiRequest(`/api/test-payments/${encodeURIComponent(id ?? '')}?lang=${i18n.language}`, testPaymentSessionSchema),
    enabled: id !== null,
  });
  const { refetch } = query;
  const load = useCallback(async () => void (await refetch()), [refetch]);
  const state: SessionState = !id
    ? { status: 'notFound', session: null }
    : query.isError
      ? {
          status: query.error instanceof ApiError && query.error.code === 'not_found' ? 'notFound' : 'error',
          session: null,
        }
      : query.isSuccess
        ? { status: 'ready', session: query.data }
        : { status: 'loading', session: null };
  return { ...state, reload: load };
}

function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="test-mode"
      className="rounded-card border-2 border-dashed border-score-orange bg-score-orange/10 p-4 text-sm sm:p-5"
    >
      <h2
        id="test-mode"
        className="inline-block rounded-full bg-score-orange px-3 py-0.5 font-semibold uppercase tracking-wide text-ink"
      >
        {t('checkout.test.banner')}
      </h2>
      <p className="mt-1">{t('checkout.test.bannerText')}</p>
      <dl className="mt-3 grid gap-1.5 sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('checkout.test.successCard')}</dt>
          <dd className="font-mono font-semibold" data-testid="card-success">
            {formatCardNumber(TEST_CARDS.success)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('checkout.test.declinedCard')}</dt>
          <dd className="font-mono font-semibold" data-testid="card-declined">
            {formatCardNumber(TEST_CARDS.declined)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-muted">{t('checkout.test.anyDetails')}</p>
    </section>
  );
}

function Summary({ session }: { session: TestPaymentSession }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <section aria-labelledby="paying-for" className="rounded-card border border-line bg-surface p-6">
      <h2 id="paying-for" className="text-lg font-semibold">
        {t('checkout.test.payingFor')}
      </h2>
      <ul className="mt-4 grid gap-2.5">
        {session.lines.map((line, i) => (
          <li key={`${line.name}-${i}`} className="flex justify-between gap-4">
            <span>
              {line.name} {line.quantity > 1 && <span className="text-muted">× {line.quantity}</span>}
            </span>
            <span className="tabular-nums">{money(line.unitCents * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-1.5 border-t border-line pt-3 tabular-nums">
        {session.shippingCents > 0 && (
          <div className="flex justify-between gap-4 text-sm">
            <dt className="text-muted">{t('cart.shipping')}</dt>
            <dd>{money(session.shippingCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-lg font-semibold">
          <dt>{session.interval === 'month' ? t('checkout.test.monthly') : t('cart.total')}</dt>
          <dd data-testid="amount-due">
            {money(session.totalCents)}
            {session.interval === 'month' && (
              <span className="text-sm font-normal text-muted"> {t('plans.perMonth')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const EMPTY: CardFields = { name: '', cardNumber: '', expiry: '', cvc: '' };

function CardForm({ session, onConflict }: { session: TestPaymentSession; onConflict: () => void }) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  usePageRestored(useCallback(() => setPaying(false), []));
  const set = (key: keyof CardFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const fieldError = (key: keyof CardFields) =>
    errors[key] ? t(`checkout.test.fieldErrors.${errors[key]}`) : undefined;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (paying) return;
    setFailure(null);
    const found = checkCard(fields, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPaying(true);
    try {
      const { redirectUrl } = await apiRequest(
        `/api/test-payments/${encodeURIComponent(session.id)}/pay`,
        testPaymentResponseSchema,
        {
          method: 'POST',
          json: fields,
        },
      );
      window.location.assign(redirectUrl);
    } catch (error) {
      setPaying(false);
      // The card's fate (declined, not valid) is said beside the form; what was typed stays.
      setFailure(apiErrorMessage(t, error));
      if (error instanceof ApiError && error.code === 'conflict') onConflict();
    }
  }

  const amount = formatMoney(session.totalCents, i18n.language);
  return (
    <form
      onSubmit={pay}
      noValidate
      className="grid gap-4 rounded-card border border-line bg-surface p-6"
      aria-labelledby="card-heading"
    >
      <h2 id="card-heading" className="text-lg font-semibold">
        {t('checkout.test.cardTitle')}
      </h2>
      <Field
        label={t('checkout.test.name')}
        autoComplete="cc-name"
        value={fields.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldError('name')}
        maxLength={100}
      />
      <Field
        label={t('checkout.test.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={fields.cardNumber}
        onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
        error={fieldError('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('checkout.test.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.test.expiryPlaceholder')}
          value={fields.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value, fields.expiry))}
          error={fieldError('expiry')}
        />
        <Field
          label={t('checkout.test.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          value={fields.cvc}
          onChange={(e) => set('cvc', formatCvc(e.target.value))}
          error={fieldError('cvc')}
        />
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
          data-testid="payment-error"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={paying}>
        {paying
          ? t('checkout.processing')
          : session.interval === 'month'
            ? t('checkout.test.subscribe', { amount })
            : t('checkout.test.pay', { amount })}
      </Button>
      <a
        href={session.cancelUrl}
        className="justify-self-center text-sm font-medium text-muted underline hover:text-ink"
      >
        {t('checkout.test.cancel')}
      </a>
    </form>
  );
}

export function TestCheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.test.title'));
  const [params] = useSearchParams();
  const session = useTestSession(params.get('session'));

  let body;
  if (session.status === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (session.status !== 'ready') {
    body = (
      <p role="alert" className="rounded-card border border-line bg-surface p-6 text-center">
        {session.status === 'notFound' ? t('checkout.test.notFound') : t('errors.unavailable')}
      </p>
    );
  } else if (session.session.status !== 'open') {
    const s = session.session;
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <Summary session={s} />
        <section role="status" className="grid content-start gap-4 rounded-card border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold">
            {s.status === 'complete' ? t('checkout.test.completeTitle') : t('checkout.test.expiredTitle')}
          </h2>
          <p className="text-muted">
            {s.status === 'complete' ? t('checkout.test.complete') : t('checkout.test.expired')}
          </p>
          <Button asChild variant="secondary" className="justify-self-start">
            <a href={s.cancelUrl}>{t('checkout.test.back')}</a>
          </Button>
        </section>
      </div>
    );
  } else {
    body = (
      <div className="grid items-start gap-6 md:grid-cols-2">
        <Summary session={session.session} />
        <CardForm session={session.session} onConflict={() => void session.reload()} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-16 pt-8 sm:pt-12">
      <TestModeBanner />
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t('checkout.test.title')}</h1>
      {body}
    </div>
  );
}
