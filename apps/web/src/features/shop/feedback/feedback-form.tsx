/**
 * Our own feedback form, shown on /survey when no external form is configured: how likely the
 * person is to buy, which products, at what price, comments and an optional e-mail address.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_PRICE_RANGES, feedbackRequestSchema, type FeedbackRequest } from '@skinsight/shared/commerce';
import { isLocale } from '@skinsight/shared/locales';
import { okResponseSchema } from '@skinsight/shared/api';
import { PRODUCT_TYPES } from '@skinsight/shared/recommendation';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { requestIssues, type FormIssue } from '../../../lib/form.ts';

type PriceRange = (typeof FEEDBACK_PRICE_RANGES)[number];
type Errors = { interest?: string; email?: string; comments?: string };

const COMMENTS_MAX = 2000;

export function FeedbackForm() {
  const { t, i18n } = useTranslation();
  const [interest, setInterest] = useState<number | null>(null);
  const [productTypes, setProductTypes] = useState<string[]>([]);
  const [priceRange, setPriceRange] = useState<PriceRange | null>(null);
  const [comments, setComments] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  /**
   * Checked with the schema the server parses the request with (so the same input gets the same
   * answer on both sides); each refused field gets its own translated words.
   */
  function refusedFields(issues: readonly FormIssue[]): Errors {
    const found: Errors = {};
    for (const { path } of issues) {
      if (path === 'interest') found.interest = t('feedback.form.errors.interest');
      if (path === 'email') found.email = t('feedback.form.errors.email');
      if (path === 'comments') found.comments = t('feedback.form.errors.comments', { max: COMMENTS_MAX });
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = {
      interest,
      productTypes,
      priceRange,
      comments: comments.trim(),
      email: email.trim() || null,
      locale: isLocale(i18n.language) ? i18n.language : 'en',
    };
    const parsed = feedbackRequestSchema.safeParse(body);
    const found = parsed.success
      ? {}
      : refusedFields(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    setErrors(found);
    if (!parsed.success) return;
    setSending(true);
    try {
      await apiRequest('/api/feedback', okResponseSchema, {
        method: 'POST',
        json: parsed.data satisfies FeedbackRequest,
      });
      setSent(true);
    } catch (error) {
      // Everything typed stays, so sending again is one click.
      const refused = refusedFields(requestIssues(error));
      if (Object.keys(refused).length > 0) setErrors(refused);
      else setFailure(apiErrorMessage(t, error));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="grid min-h-96 place-content-center gap-3 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-12 text-brand"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 className="text-xl font-semibold">{t('feedback.form.thanks.title')}</h2>
        <p className="max-w-sm text-muted">{t('feedback.form.thanks.text')}</p>
      </div>
    );
  }

  const toggle = (type: string, on: boolean) =>
    setProductTypes((list) => (on ? [...list, type] : list.filter((x) => x !== type)));
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset aria-describedby={errors.interest ? 'interest-error' : undefined}>
        <legend className="font-medium">{t('feedback.form.interest')}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="grid size-12 cursor-pointer place-items-center rounded-full border border-line bg-surface text-lg font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="interest"
                value={n}
                checked={interest === n}
                onChange={() => {
                  setInterest(n);
                  setErrors((e) => ({ ...e, interest: undefined }));
                }}
                className="sr-only"
                aria-label={t('feedback.form.interestValue', { value: n })}
              />
              {n}
            </label>
          ))}
        </div>
        <p className="mt-2 flex max-w-[17rem] justify-between text-xs text-muted">
          <span>{t('feedback.form.interestLow')}</span>
          <span>{t('feedback.form.interestHigh')}</span>
        </p>
        {errors.interest && (
          <p id="interest-error" className="mt-1 text-sm text-danger">
            {errors.interest}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="font-medium">{t('feedback.form.productTypes')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {PRODUCT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={productTypes.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {t(`results.productTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-medium">{t('feedback.form.priceRange')}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {FEEDBACK_PRICE_RANGES.map((range) => (
            <label
              key={range}
              className="cursor-pointer rounded-full border border-line bg-surface px-4 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="price-range"
                value={range}
                checked={priceRange === range}
                onChange={() => setPriceRange(range)}
                className="sr-only"
              />
              {t(`feedback.form.prices.${range}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor="feedback-comments" className="font-medium">
          {t('feedback.form.comments')}
        </label>
        <textarea
          id="feedback-comments"
          rows={4}
          value={comments}
          onChange={(e) => {
            setComments(e.target.value);
            setErrors((x) => ({ ...x, comments: undefined }));
          }}
          aria-invalid={errors.comments ? true : undefined}
          aria-describedby={errors.comments ? 'comments-error' : undefined}
          className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base aria-[invalid=true]:border-danger"
        />
        {errors.comments && (
          <p id="comments-error" className="text-sm text-danger">
            {errors.comments}
          </p>
        )}
      </div>

      <Field
        label={t('feedback.form.email')}
        hint={t('feedback.form.emailHint')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors((x) => ({ ...x, email: undefined }));
        }}
        error={errors.email}
      />

      {failure && (
        <p role="alert" className="rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? t('feedback.form.sending') : t('feedback.form.send')}
      </Button>
    </form>
  );
}
