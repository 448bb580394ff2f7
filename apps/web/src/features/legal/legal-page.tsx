import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import { textsOf } from '../../locales/index.ts';
import { localizedContent, useLocalizedContent, type LocalizedContent } from '../../lib/localized-content.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A paragraph (`text`) or a list (`items`). */
type Block = { type: string; text?: string; items?: string[] };
export type LegalDocument = {
  title: string;
  meta: string;
  intro: string;
  sections: { id: string; heading: string; blocks: Block[] }[];
};

/** Each language's text is its own chunk: a reader downloads only the language they read. */
const documents: Record<'privacy-policy' | 'terms-of-service', LocalizedContent<LegalDocument>> = {
  'privacy-policy': localizedContent(textsOf('privacyPolicy')),
  'terms-of-service': localizedContent(textsOf('termsOfService')),
};

export function LegalPage({ document: name }: { document: keyof typeof documents }) {
  const { t, i18n } = useTranslation();
  // On a language switch the page keeps the current text until the new one has loaded.
  const locale: Locale = useDeferredValue(isLocale(i18n.language) ? i18n.language : 'en');
  const doc = useLocalizedContent(documents[name], locale);
  useDocumentTitle(doc.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-muted">{doc.meta}</p>
        <p className="mt-6 text-lg leading-relaxed">{doc.intro}</p>
      </header>
      <nav aria-label={t('legal.contents')} className="mt-8 rounded-card border border-line bg-surface p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide">{t('legal.contents')}</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} className="mt-10 scroll-mt-24">
          <h2 className="text-xl font-semibold">{s.heading}</h2>
          {s.blocks.map((b, i) =>
            b.items ? (
              <ul key={i} className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed">
                {b.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i} className="mt-3 leading-relaxed">
                {b.text}
              </p>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
