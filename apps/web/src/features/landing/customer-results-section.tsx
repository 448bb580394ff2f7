import { useTranslation } from 'react-i18next';
import { SPEC } from '@skinsight/shared/constants';
import { ComparisonSlider } from '../../components/ui/comparison-slider.tsx';
import blemishAfterUrl from './art/blemish-after.svg?no-inline';
import blemishBeforeUrl from './art/blemish-before.svg?no-inline';
import rednessAfterUrl from './art/redness-after.svg?no-inline';
import rednessBeforeUrl from './art/redness-before.svg?no-inline';
import toneAfterUrl from './art/tone-after.svg?no-inline';
import toneBeforeUrl from './art/tone-before.svg?no-inline';
import { useFigureFormat } from '../../lib/marketing-figures.ts';
import { SectionHeading } from './section-heading.tsx';
import { Testimonial } from './testimonial.tsx';

const STORIES = [
  { key: 'redness', before: rednessBeforeUrl, after: rednessAfterUrl },
  { key: 'tone', before: toneBeforeUrl, after: toneAfterUrl },
  { key: 'blemishes', before: blemishBeforeUrl, after: blemishAfterUrl },
] as const;

/** The artwork's own size: given to every <img> so nothing moves while it loads. */
const ART = { width: 480, height: 360 } as const;

function SkinImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      {...ART}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="block h-full w-full object-cover"
    />
  );
}

/** Customer results (#customer-results): three before/after sliders, each with its story. */
export function CustomerResultsSection() {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <section id="customer-results" aria-labelledby="customer-results-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="customer-results-title"
          title={t('landing.results.title')}
          intro={t('landing.results.intro')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {STORIES.map(({ key, before, after }) => {
            const name = t(`landing.results.${key}.name`);
            return (
              <li key={key} className="flex flex-col rounded-card border border-line bg-surface p-4 shadow-sm">
                <ComparisonSlider
                  className="aspect-[4/3]"
                  before={<SkinImage src={before} alt={t(`landing.results.${key}.beforeAlt`)} />}
                  after={<SkinImage src={after} alt={t(`landing.results.${key}.afterAlt`)} />}
                  beforeTag={t('landing.results.before')}
                  afterTag={t('landing.results.after')}
                  label={t('landing.results.sliderLabel', { name })}
                  valueText={(value) =>
                    t('landing.results.sliderValue', {
                      before: format.percent(value / 100),
                      after: format.percent(1 - value / 100),
                    })
                  }
                  defaultValue={SPEC.slider.start}
                  step={SPEC.slider.keyboardStep}
                />
                <div className="mt-4 flex flex-wrap items-center justify-between gap-2 px-2 text-sm">
                  <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand">
                    {t(`landing.results.${key}.concern`)}
                  </span>
                  <span className="text-muted">{t(`landing.results.${key}.duration`)}</span>
                </div>
                <Testimonial
                  className="mt-4 flex-1 px-2 pb-2"
                  quote={t(`landing.results.${key}.quote`)}
                  name={name}
                  details={t(`landing.results.${key}.details`)}
                />
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted">{t('landing.results.disclaimer')}</p>
      </div>
    </section>
  );
}
