import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import {
  formatConversionRate,
  statisticsResponseSchema,
  STATISTICS_EVENT_TYPES,
  type EventStatisticsRow,
  type StatisticsResponse,
} from '@skinsight/shared/statistics';
import { useLocalizedPath } from '../../app/localized.tsx';
import { useRequireSession } from '../../app/use-require-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Daily = StatisticsResponse['daily'];

const emptyRow = (event_type: EventStatisticsRow['event_type']): EventStatisticsRow => ({
  event_type,
  total_count: 0,
  unique_sessions: 0,
  today_count: 0,
  this_week_count: 0,
});

function ClickCard({ id, title, row, locale }: { id: string; title: string; row: EventStatisticsRow; locale: string }) {
  const { t } = useTranslation();
  const number = (n: number) => n.toLocaleString(locale);
  const figures = [
    ['total', t('statistics.total'), row.total_count],
    ['today', t('statistics.today'), row.today_count],
    ['week', t('statistics.thisWeek'), row.this_week_count],
    ['sessions', t('statistics.uniqueSessions'), row.unique_sessions],
  ] as const;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {figures.map(([key, label, value]) => (
          <div key={key}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-stat={key}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Daily clicks as inline SVG bars (purchase and checkout side by side), with a spoken summary. */
function DailyChart({ daily, locale }: { daily: Daily; locale: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...daily.flatMap((d) => [d.purchase_products_click, d.proceed_to_checkout_click]));
  const width = 600;
  const height = 160;
  const slot = width / Math.max(1, daily.length);
  const bar = Math.max(1, slot / 2 - 1);
  const purchases = daily.reduce((n, d) => n + d.purchase_products_click, 0);
  const checkouts = daily.reduce((n, d) => n + d.proceed_to_checkout_click, 0);
  const busiestDay = daily.reduce<Daily[number] | null>(
    (best, d) =>
      !best ||
      d.purchase_products_click + d.proceed_to_checkout_click >
        best.purchase_products_click + best.proceed_to_checkout_click
        ? d
        : best,
    null,
  );
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = t('statistics.chartLabel', {
    purchases: purchases.toLocaleString(locale),
    checkouts: checkouts.toLocaleString(locale),
    busiest: busiestDay ? dayLabel(busiestDay.day) : '-',
  });
  return (
    <section aria-labelledby="statistics-chart" className="rounded-card border border-line bg-surface p-6">
      <h2 id="statistics-chart" className="text-lg font-semibold">
        {t('statistics.chartTitle')}
      </h2>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-4 h-auto w-full" role="img" aria-label={label}>
        <title>{label}</title>
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-line" strokeWidth={1} />
        {daily.map((d, i) => {
          const hp = (d.purchase_products_click / max) * height;
          const hc = (d.proceed_to_checkout_click / max) * height;
          const x = i * slot;
          return (
            <g key={d.day}>
              <rect x={x + 1} y={height - hp} width={bar} height={hp} className="fill-brand" />
              <rect x={x + 1 + bar} y={height - hc} width={bar} height={hc} className="fill-score-orange" />
              {/* Every seventh day counted back from today, so labels never crowd each other; the
                  ends are anchored inside the chart so that no label is cut off. */}
              {(daily.length - 1 - i) % 7 === 0 && (
                <text
                  x={i === 0 ? x : i === daily.length - 1 ? x + slot : x + slot / 2}
                  y={height + 14}
                  textAnchor={i === 0 ? 'start' : i === daily.length - 1 ? 'end' : 'middle'}
                  className="fill-muted text-[10px]"
                >
                  {dayLabel(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-brand" />
          {t('statistics.legendPurchase')}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-score-orange" />
          {t('statistics.legendCheckout')}
        </li>
      </ul>
    </section>
  );
}

function StatisticsView() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const query = useQuery({
    queryKey: queryKeys.statistics(),
    queryFn: () => apiRequest('/api/statistics', statisticsResponseSchema, { cache: 'no-store' }),
    gcTime: 0,
  });
  useEffect(() => {
    // The spec: statistics errors are only logged; the page falls back to empty figures.
    if (query.error) console.warn('statistics could not be loaded', query.error);
  }, [query.error]);
  const data: StatisticsResponse | null = query.data ?? null;
  const loading = query.isFetching;
  const failed = query.isError;
  const load = () => query.refetch();

  if (!data && loading) return <Spinner label={t('common.loading')} />;
  const [purchaseType, checkoutType] = STATISTICS_EVENT_TYPES;
  const purchases = data?.rows.find((r) => r.event_type === purchaseType) ?? emptyRow(purchaseType);
  const checkouts = data?.rows.find((r) => r.event_type === checkoutType) ?? emptyRow(checkoutType);
  const conversion = formatConversionRate(purchases.total_count, checkouts.total_count, locale);

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted">{data ? t('statistics.timeZone', { zone: data.timeZone }) : ''}</p>
        <Button variant="secondary" onClick={() => void load()} disabled={loading} aria-busy={loading}>
          {loading ? t('statistics.refreshing') : t('statistics.refresh')}
        </Button>
      </div>
      {failed && (
        <p role="status" className="rounded-card border border-score-orange/40 bg-surface p-4 text-sm">
          {t('statistics.loadFailed')}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <ClickCard id="statistics-purchase" title={t('statistics.purchaseClicks')} row={purchases} locale={locale} />
        <ClickCard id="statistics-checkout" title={t('statistics.checkoutClicks')} row={checkouts} locale={locale} />
      </div>
      <section aria-labelledby="statistics-conversion" className="rounded-card border border-line bg-surface p-6">
        <h2 id="statistics-conversion" className="text-lg font-semibold">
          {t('statistics.conversion')}
        </h2>
        <p className="mt-2 text-4xl font-semibold tabular-nums" data-stat="conversion">
          {t('statistics.conversionValue', { value: conversion })}
        </p>
        <p className="mt-1 text-sm text-muted">{t('statistics.conversionHint')}</p>
      </section>
      {data && <DailyChart daily={data.daily} locale={locale} />}
    </div>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="pb-16">
      <PageHeader title={t('statistics.notAllowedTitle')} description={t('statistics.notAllowed')} />
      <p className="text-center">
        <Button variant="secondary" asChild>
          <Link to={localize(PAGES.home)}>{t('statistics.backHome')}</Link>
        </Button>
      </p>
    </div>
  );
}

/** /statistics: the click statistics, for admins; anyone else signed in is told it is not for them. */
export function StatisticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('statistics.title'));
  useRequireSession('statistics');
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <Spinner label={t('common.loading')} />;
  if (auth.user.role !== 'admin') return <NotAllowed />;
  return (
    <div className="pb-16">
      <PageHeader title={t('statistics.title')} description={t('statistics.description')} />
      <StatisticsView />
    </div>
  );
}
