import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useStartQuestionnaire } from '../../app/start-questionnaire.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { WaitlistForm } from './waitlist-form.tsx';

/**
 * The landing page frame: the hero and the sections the header and footer link to. The full
 * page (results sliders, flip cards, testimonials, waitlist, FAQ) is built in its own issue.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const start = useStartQuestionnaire();
  useDocumentTitle();
  const steps = ['one', 'two', 'three'] as const;
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pb-16 pt-16 text-center sm:pt-24">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-6xl">
          <span className="block">{t('landing.hero.line1')}</span>
          <span className="block text-brand">{t('landing.hero.line2')}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{t('landing.hero.subtitle')}</p>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t('landing.hero.secondary')}</p>
        <Button size="lg" className="mt-10" onClick={start}>
          {t('landing.hero.cta')}
        </Button>
      </section>

      <section id="features" className="bg-surface py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 className="text-center font-display text-3xl font-semibold">{t('landing.features.title')}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-muted">{t('landing.features.body')}</p>
        </div>
      </section>

      <section id="how-it-works" className="py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 className="text-center font-display text-3xl font-semibold">{t('landing.howItWorks.title')}</h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step} className="rounded-card border border-line bg-surface p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`landing.howItWorks.${step}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`landing.howItWorks.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="holistic-approach" className="bg-surface py-16">
        <div className="mx-auto max-w-5xl px-4 text-center">
          <h2 className="font-display text-3xl font-semibold">{t('landing.holistic.title')}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-muted">{t('landing.holistic.body')}</p>
          <p className="mx-auto mt-8 max-w-2xl text-sm text-muted">{t('common.notMedicalAdvice')}</p>
        </div>
      </section>

      <section id="waitlist" className="py-16">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="waitlist-heading" className="font-display text-3xl font-semibold">
            {t('waitlist.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{t('waitlist.description')}</p>
          <div className="mt-8">
            <WaitlistForm />
          </div>
        </div>
      </section>
    </>
  );
}
