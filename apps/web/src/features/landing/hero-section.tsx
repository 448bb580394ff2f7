import { useTranslation } from 'react-i18next';
// ?no-inline: Vite would otherwise inline files under 4 KB into the JS as data URLs; as files they
// are hashed, cached for good, and cost the script nothing.
import avatarsUrl from './art/avatars.svg?no-inline';
// The hero picture is part of the page itself, not a file: painted with the text, it is never
// what the first screen waits for (decision 011).
import heroMarkup from './art/hero.svg?raw';
import { useFigureFormat } from '../../lib/marketing-figures.ts';
import { StartButton } from './start-button.tsx';

export function HeroSection() {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <section id="hero" aria-labelledby="hero-title" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-6 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <h1
            id="hero-title"
            className="font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <span className="block">{t('landing.hero.line1')}</span>
            <span className="block text-brand">{t('landing.hero.line2')}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl lg:mx-0">
            {t('landing.hero.subtitle')}
          </p>
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-muted lg:mx-0">{t('landing.hero.secondary')}</p>
          <StartButton className="mt-8">{t('landing.hero.cta')}</StartButton>
          <div className="mt-8 flex items-center justify-center gap-3 lg:justify-start">
            <span className="flex shrink-0 items-center" aria-hidden="true">
              <img src={avatarsUrl} width={156} height={48} alt="" className="h-10 w-auto" />
              <span className="-ml-1.5 flex size-10 items-center justify-center rounded-full border-2 border-white bg-brand text-sm font-semibold text-white">
                +4
              </span>
            </span>
            <p className="text-left text-sm font-medium text-balance text-muted">
              {t('landing.hero.socialProof', { count: `${format.text.usersThisMonth}+` })}
            </p>
          </div>
        </div>
        <div
          role="img"
          aria-label={t('landing.hero.imageAlt')}
          className="mx-auto w-full max-w-md lg:max-w-none"
          dangerouslySetInnerHTML={{ __html: heroMarkup }}
        />
      </div>
    </section>
  );
}
