import { useTranslation } from 'react-i18next';
import { WaitlistForm } from './waitlist-form.tsx';

/** The waitlist and newsletter form. */
export function WaitlistSection() {
  const { t } = useTranslation();
  return (
    <section id="waitlist" className="bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2
          id="waitlist-heading"
          className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {t('waitlist.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted">{t('waitlist.description')}</p>
        <div className="mt-8">
          <WaitlistForm />
        </div>
      </div>
    </section>
  );
}
