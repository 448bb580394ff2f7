import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@skinsight/shared/commerce';
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
