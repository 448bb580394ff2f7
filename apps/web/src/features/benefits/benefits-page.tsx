import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import { Bar } from '../../components/ui/bar.tsx';
import { textsOf } from '../../locales/index.ts';
import { localizedContent, useLocalizedContent } from '../../lib/localized-content.ts';
import { MARKETING_FIGURES, useFigureFormat } from '../../lib/marketing-figures.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Labelled = { label: string; value: string };
export type BenefitsContent = {
  title: string;
  intro: string;
  nutrition: { heading: string; water: Labelled; vitaminC: Labelled; antioxidants: Labelled; note: string };
  uv: {
    heading: string;
    indexLabel: string;
    level: string;
    value: string;
    advice: string;
    weekLabel: string;
    days: string[];
    values: number[];
  };
  sleep: Record<
    'heading' | 'scoreLabel' | 'score' | 'totalLabel' | 'total' | 'deepLabel' | 'deep' | 'remLabel' | 'rem',
    string
  >;
  tips: { heading: string; items: string[] };
  comparison: {
    heading: string;
    traditional: { title: string; items: string[] };
    ours: { title: string; items: string[] };
  };
  disclaimer: string;
};

const content = localizedContent<BenefitsContent>(textsOf('benefits'));

/** Progress towards a target, drawn as a bar; the value is the text the content gives. */
function Meter({ label, value, percent }: Labelled & { percent: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-semibold">{value}</span>
      </div>
      <Bar
        fraction={percent / 100}
        className="mt-1 h-2 w-full"
        trackClassName="fill-brand-soft"
        fillClassName="fill-brand"
      />
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The 'Why it works' page: a static example dashboard (spec section 2), no data calls. */
export function BenefitsPage() {
  const { t, i18n } = useTranslation();
  const figures = useFigureFormat();
  // On a language switch the page keeps the current text until the new one has loaded.
  const locale: Locale = useDeferredValue(isLocale(i18n.language) ? i18n.language : 'en');
  const c = useLocalizedContent(content, locale);
  useDocumentTitle(c.title);
  const maxUv = 11;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{c.title}</h1>
        <p className="mt-4 text-lg text-muted">{c.intro}</p>
      </header>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card title={c.nutrition.heading}>
          <div className="grid gap-4">
            <Meter {...c.nutrition.water} percent={(1.8 / 2.5) * 100} />
            <Meter {...c.nutrition.vitaminC} percent={85} />
            <Meter {...c.nutrition.antioxidants} percent={60} />
          </div>
          <p className="mt-4 text-sm text-muted">{c.nutrition.note}</p>
        </Card>
        <Card title={c.uv.heading}>
          <p className="text-sm text-muted">{c.uv.indexLabel}</p>
          <p className="mt-1 text-3xl font-semibold text-score-orange-text">
            {c.uv.value} <span className="text-base font-medium">· {c.uv.level}</span>
          </p>
          <p className="mt-2 text-sm">{c.uv.advice}</p>
          <p className="mt-4 text-sm text-muted">{c.uv.weekLabel}</p>
          <div
            className="mt-2 flex h-28 items-end gap-2"
            role="img"
            aria-label={`${c.uv.weekLabel}: ${c.uv.days.map((d, i) => `${d} ${c.uv.values[i]}`).join(', ')}`}
          >
            {c.uv.values.map((v, i) => (
              <div key={c.uv.days[i]} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                <Bar
                  fraction={v / maxUv}
                  direction="vertical"
                  className="w-full flex-1"
                  fillClassName="fill-score-orange/70"
                  radius={3}
                />
                <span className="text-xs text-muted">{c.uv.days[i]}</span>
              </div>
            ))}
          </div>
        </Card>
        <Card title={c.sleep.heading}>
          <p className="text-sm text-muted">{c.sleep.scoreLabel}</p>
          <p className="mt-1 text-3xl font-semibold text-brand">{c.sleep.score}</p>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center text-sm">
            {(['total', 'deep', 'rem'] as const).map((k) => (
              <div key={k} className="rounded-xl bg-canvas p-3">
                <dt className="text-muted">{c.sleep[`${k}Label`]}</dt>
                <dd className="font-semibold">{c.sleep[k]}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={c.tips.heading}>
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            {c.tips.items.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </Card>
      </div>
      <section className="mt-10">
        <h2 className="text-center font-display text-2xl font-semibold">{c.comparison.heading}</h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {[c.comparison.traditional, c.comparison.ours].map((side, i) => (
            <div
              key={side.title}
              className={
                i === 1 ? 'rounded-card bg-brand p-6 text-white' : 'rounded-card border border-line bg-surface p-6'
              }
            >
              <h3 className="text-lg font-semibold">{side.title}</h3>
              <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm">
                {side.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section className="mt-10 text-center">
        <h2 className="font-display text-2xl font-semibold">{t('userReports.title')}</h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {/* The spec's order on this page: 87 %, 92 %, 76 %, 94 %. */}
          {(['hydration', 'evenness', 'breakouts', 'health'] as const).map((key) => (
            <div key={key} className="flex flex-col rounded-card border border-line bg-surface p-5">
              <dt className="order-2 text-sm text-muted">{t(`userReports.${key}`)}</dt>
              <dd className="font-display text-3xl font-semibold text-brand">
                {figures.percent(MARKETING_FIGURES.userGains[key])}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-muted">{t('userReports.note')}</p>
      </section>
      <p className="mx-auto mt-10 max-w-2xl text-center text-xs text-muted">{c.disclaimer}</p>
    </div>
  );
}
