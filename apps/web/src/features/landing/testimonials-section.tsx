import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES, useFigureFormat } from '../../lib/marketing-figures.ts';
import { SectionHeading } from './section-heading.tsx';
import { Stars, Testimonial } from './testimonial.tsx';

const PEOPLE = ['marta', 'thomas'] as const;

/** Two testimonials under the rating and satisfaction figures. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const stars = MARKETING_FIGURES.testimonialStars;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="testimonials-title" title={t('landing.testimonials.title')} />
        <dl className="mx-auto mt-8 grid max-w-lg grid-cols-2 gap-4 text-center">
          <div className="flex flex-col items-center">
            <dt className="order-2 mt-1 text-sm text-muted">{t('landing.testimonials.ratingCaption')}</dt>
            <dd className="order-1 flex flex-col items-center gap-1">
              <Stars count={stars} label={t('landing.testimonials.stars', { count: stars })} />
              <span className="text-xl font-semibold">
                {t('landing.testimonials.rating', { rating: format.text.rating })}
              </span>
            </dd>
          </div>
          <div className="flex flex-col items-center justify-end">
            <dt className="order-2 mt-1 text-sm text-muted">{t('landing.testimonials.satisfactionCaption')}</dt>
            <dd className="text-xl font-semibold">{format.percent(MARKETING_FIGURES.satisfaction)}</dd>
          </div>
        </dl>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {PEOPLE.map((person) => (
            <li key={person} className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
              <Stars count={stars} label={t('landing.testimonials.stars', { count: stars })} />
              <Testimonial
                className="mt-4 flex-1"
                quote={t(`landing.testimonials.${person}.quote`)}
                name={t(`landing.testimonials.${person}.name`)}
                details={t(`landing.testimonials.${person}.details`)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
