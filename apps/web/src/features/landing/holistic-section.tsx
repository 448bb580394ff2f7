import { useTranslation } from 'react-i18next';
import { FlipCard } from '../../components/ui/flip-card.tsx';
import { Icon, type IconName } from './landing-icons.tsx';
import { MARKETING_FIGURES, useFigureFormat } from '../../lib/marketing-figures.ts';
import { SectionHeading } from './section-heading.tsx';

const GROUPS: ReadonlyArray<{
  key: 'intrinsic' | 'extrinsic';
  factors: ReadonlyArray<{ key: string; icon: IconName }>;
}> = [
  {
    key: 'intrinsic',
    factors: [
      { key: 'genetics', icon: 'dna' },
      { key: 'hormones', icon: 'wave' },
      { key: 'stress', icon: 'moon' },
    ],
  },
  {
    key: 'extrinsic',
    factors: [
      { key: 'sun', icon: 'sun' },
      { key: 'environment', icon: 'wind' },
      { key: 'nutrition', icon: 'leaf' },
    ],
  },
];

const STATS = ['hydration', 'evenness', 'health', 'breakouts'] as const;

function Factor({ id, icon }: { id: string; icon: IconName }) {
  const { t } = useTranslation();
  const title = t(`landing.holistic.${id}.title`);
  return (
    <FlipCard
      className="h-full min-h-52"
      front={
        <>
          <span className="flex items-start justify-between">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={icon} />
            </span>
            <Icon name="turn" className="size-5 text-muted" />
          </span>
          <span className="mt-auto block pt-6 text-lg font-semibold">{title}</span>
          <span className="mt-1 block text-muted">{t(`landing.holistic.${id}.front`)}</span>
        </>
      }
      back={
        <>
          <span className="block text-sm font-semibold tracking-wide uppercase opacity-90">{title}</span>
          <span className="mt-3 block text-pretty">{t(`landing.holistic.${id}.back`)}</span>
        </>
      }
    />
  );
}

/** The holistic approach (#holistic-approach): intrinsic and extrinsic factors, then what users report. */
export function HolisticSection() {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <section id="holistic-approach" aria-labelledby="holistic-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="holistic-title" title={t('landing.holistic.title')} intro={t('landing.holistic.body')} />
        <p className="mt-4 text-center text-sm text-muted">{t('landing.holistic.hint')}</p>
        <div className="mt-12 grid gap-12">
          {GROUPS.map((group) => (
            <div key={group.key} className="grid gap-6 lg:grid-cols-[14rem_1fr] lg:items-center">
              <div className="text-center lg:text-left">
                <h3 className="font-display text-2xl font-semibold">{t(`landing.holistic.${group.key}.title`)}</h3>
                <p className="mt-1 text-muted">{t(`landing.holistic.${group.key}.intro`)}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-3">
                {group.factors.map((factor) => (
                  <li key={factor.key}>
                    <Factor id={factor.key} icon={factor.icon} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-16">
          <h3 className="text-center font-display text-2xl font-semibold">{t('userReports.title')}</h3>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {STATS.map((key) => (
              <div key={key} className="flex flex-col rounded-card border border-line bg-surface p-5 text-center">
                <dt className="order-2 mt-1 text-sm text-pretty text-muted">{t(`userReports.${key}`)}</dt>
                <dd className="font-display text-4xl font-semibold text-brand">
                  {format.percent(MARKETING_FIGURES.userGains[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-center text-xs text-muted">{t('userReports.note')}</p>
        </div>
      </div>
    </section>
  );
}
