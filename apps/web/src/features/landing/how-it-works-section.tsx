import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const STEPS = ['one', 'two', 'three'] as const;

/** How it works in three steps (#how-it-works). */
export function HowItWorksSection() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="how-it-works-title"
          title={t('landing.howItWorks.title')}
          intro={t('landing.howItWorks.intro')}
        />
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-card border border-line bg-canvas p-6">
              <span
                className="flex size-11 items-center justify-center rounded-full bg-brand font-display text-lg font-semibold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`landing.howItWorks.${step}.title`)}</h3>
              <p className="mt-2 text-pretty text-muted">{t(`landing.howItWorks.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
