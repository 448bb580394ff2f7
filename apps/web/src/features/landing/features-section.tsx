import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './landing-icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'parameters', icon: 'scan' },
  { key: 'explained', icon: 'bars' },
  { key: 'dermatology', icon: 'shield' },
  { key: 'free', icon: 'gift' },
  { key: 'privacy', icon: 'lock' },
  { key: 'progress', icon: 'trend' },
];

/** Why we are different (#features, linked from the header menu and the footer). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="features-title" title={t('landing.features.title')} intro={t('landing.features.intro')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="rounded-card border border-line bg-canvas p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon name={icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-pretty text-muted">{t(`landing.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
