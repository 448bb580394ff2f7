import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@skinsight/shared/routes';
import { SPEC } from '@skinsight/shared/constants';
import { LocalizedLink } from '../localized.tsx';
import { Logo } from './logo.tsx';
import { SECTION_LINKS } from './nav-links.ts';

/** Social profile addresses, set at build time (VITE_SOCIAL_*_URL). */
const SOCIAL = {
  instagram: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL ?? 'https://www.instagram.com/skinsight',
  tiktok: import.meta.env.VITE_SOCIAL_TIKTOK_URL ?? 'https://www.tiktok.com/@skinsight',
};
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL ?? 'hello@skinsight.example';

const linkClass = 'hover:text-brand';

function FooterGroup({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm text-muted">
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const internal = (to: string, label: string) => (
    <LocalizedLink className={linkClass} to={to}>
      {label}
    </LocalizedLink>
  );
  const external = (href: string, label: string) => (
    <a className={linkClass} href={href} rel="noopener noreferrer" target="_blank">
      {label}
    </a>
  );
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <FooterGroup id="footer-product" title={t('footer.product')}>
          {[
            internal(SECTION_LINKS.features, t('nav.features')),
            internal(SECTION_LINKS.howItWorks, t('nav.howItWorks')),
            internal(SECTION_LINKS.holisticApproach, t('nav.holisticApproach')),
          ]}
        </FooterGroup>
        <FooterGroup id="footer-legal" title={t('footer.legal')}>
          {[internal(PAGES.privacyPolicy, t('footer.privacy')), internal(PAGES.termsOfService, t('footer.terms'))]}
        </FooterGroup>
        <FooterGroup id="footer-connect" title={t('footer.connect')}>
          {[external(SOCIAL.instagram, 'Instagram'), external(SOCIAL.tiktok, 'TikTok')]}
        </FooterGroup>
        <FooterGroup id="footer-contact" title={t('footer.contact')}>
          {[
            internal(PAGES.contact, t('footer.contactUs')),
            <a key="mail" className={linkClass} href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>,
          ]}
        </FooterGroup>
      </div>
      <div className="border-t border-line py-6 text-center text-sm text-muted">
        {t('footer.copyright', { year: SPEC.copyrightYear })}
      </div>
    </footer>
  );
}
