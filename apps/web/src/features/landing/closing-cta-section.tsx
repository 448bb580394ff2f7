import { useTranslation } from 'react-i18next';
import { Icon } from './landing-icons.tsx';
import { StartButton } from './start-button.tsx';

const POINTS = ['free', 'time', 'noCard'] as const;

/** The closing call to action. */
export function ClosingCtaSection() {
  const { t } = useTranslation();
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="px-4 pb-16 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-brand px-6 py-14 text-center text-white sm:px-12">
        <h2
          id="get-started-title"
          className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {t('landing.closing.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/90">{t('landing.closing.body')}</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
          {POINTS.map((point) => (
            <li key={point} className="flex items-center gap-1.5">
              <Icon name="check" className="size-4" />
              {t(`landing.closing.${point}`)}
            </li>
          ))}
        </ul>
        <StartButton variant="secondary" className="mt-8 border-transparent">
          {t('landing.closing.cta')}
        </StartButton>
      </div>
    </section>
  );
}
