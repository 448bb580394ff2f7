import { Trans, useTranslation } from 'react-i18next';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Accordion } from '../../components/ui/accordion.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The twelve questions (spec section 9: 12 entries, one open at a time). */
const FAQ_ENTRIES = [
  'free',
  'frequency',
  'photo',
  'photoPrivacy',
  'medical',
  'data',
  'languages',
  'age',
  'timing',
  'plans',
  'guarantee',
  'app',
] as const;

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <section id="faq" aria-labelledby="faq-title" className="pt-16 sm:pt-24">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading
          id="faq-title"
          title={t('landing.faq.title')}
          intro={
            <Trans
              i18nKey="landing.faq.intro"
              components={{
                contact: <LocalizedLink to={PAGES.contact} className="font-medium text-brand underline" />,
              }}
            />
          }
        />
        <Accordion
          className="mt-10"
          items={FAQ_ENTRIES.map((key) => ({
            id: key,
            title: t(`landing.faq.${key}.q`),
            content: <p className="text-pretty">{t(`landing.faq.${key}.a`)}</p>,
          }))}
        />
        <p className="mt-8 text-center text-sm text-muted">{t('common.notMedicalAdvice')}</p>
      </div>
    </section>
  );
}
