import { useTranslation } from 'react-i18next';
import { Icon } from './landing-icons.tsx';

/** A quote between the approach and the testimonials: what the product believes in. */
export function QuoteSection() {
  const { t } = useTranslation();
  return (
    <section id="quote" className="bg-brand-soft py-16 sm:py-20">
      <figure className="mx-auto max-w-3xl px-4 text-center">
        <Icon name="quote" className="mx-auto size-10 text-brand" />
        <blockquote className="mt-4 font-display text-2xl leading-snug text-balance text-ink sm:text-3xl">
          <p>{t('landing.quote.text')}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">
          {t('landing.quote.author')}
        </figcaption>
      </figure>
    </section>
  );
}
