import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { Button } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { CartLink } from '../../features/shop/cart/cart-link.tsx';
import { signOut, useAuth } from '../../lib/auth.ts';
import { LocalizedLink, useLocalizedPath } from '../localized.tsx';
import { useStartQuestionnaire } from '../start-questionnaire.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { SECTION_LINKS } from './nav-links.ts';

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The person icon: to the account when signed in, to sign-in otherwise. Signed out it shows on
 * phones too (the spec's "sign-in icon and 'Get Started'"); signed in, 'View Results' needs the room.
 */
function PersonLink({ to, label, onPhones = false }: { to: string; label: string; onPhones?: boolean }) {
  return (
    <LocalizedLink
      to={to}
      className={`inline-flex rounded-full p-2 hover:bg-brand-soft ${onPhones ? '' : 'max-sm:hidden'}`}
      aria-label={label}
      title={label}
    >
      <PersonIcon />
    </LocalizedLink>
  );
}

export function Header() {
  const { t } = useTranslation();
  const start = useStartQuestionnaire();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const doSignOut = async () => {
    close();
    await signOut();
    await navigate(localize(PAGES.home));
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t('header.navigation')} className="hidden items-center gap-6 text-sm font-medium md:flex">
          <LocalizedLink to={SECTION_LINKS.howItWorks} className="hover:text-brand">
            {t('nav.howItWorks')}
          </LocalizedLink>
          <LocalizedLink to={SECTION_LINKS.holisticApproach} className="hover:text-brand">
            {t('nav.holisticApproach')}
          </LocalizedLink>
        </nav>
        <div className="flex items-center gap-2">
          <div className="max-sm:hidden">
            <LanguageSwitcher />
          </div>
          {/* On phones the row has no room for it (the longest translations): the menu holds the cart. */}
          <div className="max-sm:hidden">
            <CartLink />
          </div>
          {signedIn ? (
            <>
              <PersonLink to={PAGES.account} label={t('header.account')} />
              <Button size="sm" asChild>
                <LocalizedLink to={PAGES.results}>{t('header.viewResults')}</LocalizedLink>
              </Button>
              <Button size="sm" variant="secondary" className="max-md:hidden" onClick={() => void doSignOut()}>
                {t('header.signOut')}
              </Button>
            </>
          ) : (
            <>
              <PersonLink to={PAGES.signin} label={t('header.signIn')} onPhones />
              <Button size="sm" onClick={start}>
                {t('header.getStarted')}
              </Button>
            </>
          )}
          <Sheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={t('header.menu')}
            closeLabel={t('common.close')}
            trigger={
              <Button variant="ghost" size="sm" className="md:hidden" aria-label={t('header.openMenu')}>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
                </svg>
                {/* Narrow phones show the icon alone: 'Ergebnisse ansehen' leaves no room for the word. */}
                <span className="max-[440px]:sr-only">{t('header.menu')}</span>
              </Button>
            }
          >
            <nav aria-label={t('header.menu')} className="flex flex-col gap-1 text-lg">
              <LocalizedLink
                to={SECTION_LINKS.features}
                onClick={close}
                className="rounded-lg px-3 py-2 hover:bg-brand-soft"
              >
                {t('nav.features')}
              </LocalizedLink>
              <LocalizedLink
                to={SECTION_LINKS.howItWorks}
                onClick={close}
                className="rounded-lg px-3 py-2 hover:bg-brand-soft"
              >
                {t('nav.howItWorks')}
              </LocalizedLink>
              <LocalizedLink to={PAGES.benefits} onClick={close} className="rounded-lg px-3 py-2 hover:bg-brand-soft">
                {t('nav.benefits')}
              </LocalizedLink>
              <CartLink inMenu onClick={close} />
              {signedIn && (
                <LocalizedLink to={PAGES.account} onClick={close} className="rounded-lg px-3 py-2 hover:bg-brand-soft">
                  {t('header.account')}
                </LocalizedLink>
              )}
            </nav>
            <div className="mt-auto flex flex-col gap-3">
              <LanguageSwitcher />
              {signedIn ? (
                <>
                  <Button asChild>
                    <LocalizedLink to={PAGES.results} onClick={close}>
                      {t('header.viewResults')}
                    </LocalizedLink>
                  </Button>
                  <Button variant="secondary" onClick={() => void doSignOut()}>
                    {t('header.signOut')}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    onClick={() => {
                      close();
                      start();
                    }}
                  >
                    {t('header.getStarted')}
                  </Button>
                  <Button variant="secondary" asChild>
                    <LocalizedLink to={PAGES.signin} onClick={close}>
                      {t('header.signIn')}
                    </LocalizedLink>
                  </Button>
                </>
              )}
            </div>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
