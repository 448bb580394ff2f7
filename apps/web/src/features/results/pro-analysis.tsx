/**
 * The Pro analysis on /results (the spec's Pro-only metrics: skin barrier function, collagen
 * density, fine line analysis, pigmentation uniformity), each with what it rests on: measured on
 * the photo, or estimated from the answers only, and the figures behind it.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { proAnalysisResponseSchema, type ProAnalysisResponse } from '@skinsight/shared/commerce';
import { scoreBandOf } from '@skinsight/shared/score';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useAuth } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { BAND_BG, BAND_TEXT } from './score-header.tsx';

type State =
  | { status: 'loading' }
  | { status: 'ready'; data: ProAnalysisResponse }
  | { status: 'locked' }
  | { status: 'error'; error: unknown };

export function ProAnalysis({ recommendationId, locked }: { recommendationId: string; locked: ReactNode }) {
  const { t, i18n } = useTranslation();
  const userId = useAuth().user?.id ?? '';
  const query = useQuery({
    queryKey: [...queryKeys.proAnalysis(userId, recommendationId), i18n.language],
    queryFn: () =>
      apiRequest(`/api/recommendations/${encodeURIComponent(recommendationId)}/pro`, proAnalysisResponseSchema),
  });
  const state: State = query.isSuccess
    ? { status: 'ready', data: query.data }
    : query.isError
      ? // Pro ended between the two requests: the promotion shows again.
        query.error instanceof ApiError && query.error.code === 'pro_required'
        ? { status: 'locked' }
        : { status: 'error', error: query.error }
      : { status: 'loading' };

  if (state.status === 'locked') return locked;
  return (
    <section
      aria-labelledby="pro-heading"
      className="rounded-card border-2 border-brand bg-surface p-6 sm:p-8"
      data-testid="pro-analysis"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('pro.badge')}</p>
      <h2 id="pro-heading" className="mt-1 font-display text-2xl font-semibold">
        {t('pro.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('pro.intro')}</p>
      {state.status === 'loading' && <Spinner label={t('common.loading')} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-4 text-sm text-muted">
          {t('pro.loadFailed')} {apiErrorMessage(t, state.error)}
        </p>
      )}
      {state.status === 'ready' && (
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {state.data.metrics.map((metric) => (
            <article key={metric.key} className="rounded-xl border border-line p-5" data-testid={`pro-${metric.key}`}>
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{t(`pro.metrics.${metric.key}`)}</h3>
                {metric.score === null ? (
                  <p className="text-right text-sm font-medium text-muted">{t('pro.unknown')}</p>
                ) : (
                  <p className={cn('text-2xl font-semibold tabular-nums', BAND_TEXT[scoreBandOf(metric.score)])}>
                    {metric.score}
                    <span className="text-sm font-normal text-muted">/100</span>
                  </p>
                )}
              </div>
              {metric.score !== null && (
                <div
                  className="mt-2 h-2 rounded-full bg-brand-soft"
                  role="meter"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={metric.score}
                  aria-label={t(`pro.metrics.${metric.key}`)}
                >
                  <div
                    className={cn('h-full rounded-full', BAND_BG[scoreBandOf(metric.score)])}
                    style={{ width: `${metric.score}%` }}
                  />
                </div>
              )}
              {metric.score !== null && (
                <p className="mt-3 inline-block rounded-full bg-canvas px-2.5 py-0.5 text-xs font-medium text-muted">
                  {t(`pro.basis.${metric.basis}`)}
                </p>
              )}
              <p className="mt-2 text-sm leading-relaxed">{metric.detail}</p>
              {metric.evidence.length > 0 && (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                  {metric.evidence.map((e) => (
                    <div key={e.label} className="contents">
                      <dt className="text-muted">{e.label}</dt>
                      <dd className="font-medium tabular-nums">{e.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
