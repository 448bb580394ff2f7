import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOST_POPULAR_PLAN, PLAN_IDS, type Plan, type PlanId } from '@skinsight/shared/commerce';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/money.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';

/** One plan: picture, title, price and billing cycle, description, five features and its button. */
export function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={headingId}
      className={cn(
        'relative flex flex-col rounded-card border bg-surface p-6 shadow-sm',
        plan.mostPopular ? 'border-brand ring-2 ring-brand md:-my-3 md:py-9' : 'border-line',
      )}
    >
      {(plan.mostPopular || current) && (
        <div className="absolute -top-3.5 left-1/2 flex -translate-x-1/2 gap-2 whitespace-nowrap text-xs font-semibold uppercase tracking-wide">
          {plan.mostPopular && <p className="rounded-full bg-brand px-4 py-1 text-white">{t('plans.mostPopular')}</p>}
          {current && <p className="rounded-full bg-ink px-4 py-1 text-white">{t('plans.currentPlan')}</p>}
        </div>
      )}
      <img src={plan.image} alt="" width={240} height={160} className="mx-auto h-auto w-full max-w-60" />
      <h2 id={headingId} className="mt-4 font-display text-2xl font-semibold">
        {plan.title}
      </h2>
      <p className="mt-2 flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tabular-nums">{formatMoney(plan.priceCents, i18n.language)}</span>
        <span className="text-muted">{plan.billing === 'month' ? t('plans.perMonth') : t('plans.oneTime')}</span>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-muted">{plan.description}</p>
      <ul className="mt-5 grid gap-2.5 text-sm" aria-label={t('plans.features', { plan: plan.title })}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2 pt-6">{children}</div>
    </article>
  );
}

/** Where a plan's picture is (the catalogue's `image`; a server test checks that they agree). */
export const planImage = (id: PlanId) => `/plans/${id}.svg`;

/** A bar in place of a text that comes with the catalogue: the height of its line, no text. */
function Bar({ className }: { className: string }) {
  return <span aria-hidden="true" className={cn('block rounded bg-line/60', className)} />;
}

/**
 * The plans while the catalogue loads (and as pre-rendered, issue 22): each plan's card in its
 * place, with its picture (the same for every visitor) and bars where its title, price, text and
 * features go, about as high as the loaded card, so that the first screen comes with the HTML and
 * nothing below the first card is pulled up and pushed down again. Prices come from the server
 * only (decision 012): none is shown before it has answered.
 */
export function PlanCardsLoading({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-4 md:grid-cols-3 md:gap-6" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {PLAN_IDS.map((id) => (
        <div
          key={id}
          data-testid={`plan-loading-${id}`}
          className={cn(
            'relative flex flex-col rounded-card border bg-surface p-6 shadow-sm',
            id === MOST_POPULAR_PLAN ? 'border-brand ring-2 ring-brand md:-my-3 md:py-9' : 'border-line',
          )}
        >
          {id === MOST_POPULAR_PLAN && (
            <div className="absolute -top-3.5 left-1/2 flex -translate-x-1/2 gap-2 whitespace-nowrap text-xs font-semibold uppercase tracking-wide">
              <p className="rounded-full bg-brand px-4 py-1 text-white">{t('plans.mostPopular')}</p>
            </div>
          )}
          <img src={planImage(id)} alt="" width={240} height={160} className="mx-auto h-auto w-full max-w-60" />
          <Bar className="mt-5 h-6 w-2/3" />
          <Bar className="mt-4 h-8 w-1/2" />
          <span className="mt-4 grid gap-2">
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-3/4" />
          </span>
          <span className="mt-6 grid gap-3.5">
            {[0, 1, 2, 3, 4].map((n) => (
              <Bar key={n} className="h-4 w-5/6" />
            ))}
          </span>
          <span className="mt-auto grid pt-6">
            <Bar className="h-11 w-full rounded-full" />
          </span>
        </div>
      ))}
    </div>
  );
}
