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

export function Footer() {
  const { t } = useTranslation();
  const link = 'hover:text-brand';
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo />
          <p className="mt-3 text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold uppercase tracking-wide">
            {t('footer.product')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            <li><LocalizedLink className={link} to={SECTION_LINKS.features}>{t('nav.features')}</LocalizedLink></li>
            <li><LocalizedLink className={link} to={SECTION_LINKS.howItWorks}>{t('nav.howItWorks')}</LocalizedLink></li>
            <li><LocalizedLink className={link} to={SECTION_LINKS.holisticApproach}>{t('nav.holisticApproach')}</LocalizedLink></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide">
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            <li><LocalizedLink className={link} to={PAGES.privacyPolicy}>{t('footer.privacy')}</LocalizedLink></li>
            <li><LocalizedLink className={link} to={PAGES.termsOfService}>{t('footer.terms')}</LocalizedLink></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="text-sm font-semibold uppercase tracking-wide">
            {t('footer.connect')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            <li><a className={link} href={SOCIAL.instagram} rel="noopener noreferrer" target="_blank">Instagram</a></li>
            <li><a className={link} href={SOCIAL.tiktok} rel="noopener noreferrer" target="_blank">TikTok</a></li>
          </ul>
        </nav>
        <div aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-wide">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted">
            <li><LocalizedLink className={link} to={PAGES.contact}>{t('footer.contactUs')}</LocalizedLink></li>
            <li><a className={link} href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a></li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line py-6 text-center text-sm text-muted">
        {t('footer.copyright', { year: SPEC.copyrightYear })}
      </div>
    </footer>
  );
}
