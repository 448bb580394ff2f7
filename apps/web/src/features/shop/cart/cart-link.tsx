import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../../app/localized.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { safeStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type * as CartStore from './cart-store.ts';
import type * as LocalCart from './local-cart.ts';

type CartModules = { store: typeof CartStore; local: typeof LocalCart };
let loaded: CartModules | null = null;
const loadCart = async (): Promise<CartModules> =>
  (loaded ??= { store: await import('./cart-store.ts'), local: await import('./local-cart.ts') });

/**
 * The cart's code (with zod, for the server's prices) loads only once there may be something to
 * count: a cart in local storage, or a signed-in person. A first visit stays light (decision 011).
 */
function useCartModules(): CartModules | null {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [modules, setModules] = useState(loaded);
  useEffect(() => {
    if (modules) return;
    const load = () => void loadCart().then(setModules);
    if (auth.status === 'signedIn' || safeStorage.get(STORAGE_KEYS.cart) || loaded) return load();
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.cart && load();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [auth.status, pathname, modules]);
  return modules;
}

function LoadedCount({ modules, children }: { modules: CartModules; children: (count: number) => React.ReactNode }) {
  return children(modules.local.itemCount(modules.store.useCart().items));
}

/** The header's cart icon, with the number of things in the cart once there are any. */
export function CartLink({ inMenu, onClick }: { inMenu?: boolean; onClick?: () => void }) {
  const modules = useCartModules();
  const link = (count: number) => (inMenu ? <MenuLink count={count} onClick={onClick} /> : <CartIcon count={count} />);
  return modules ? <LoadedCount modules={modules}>{link}</LoadedCount> : link(0);
}

/** The cart in the phone menu, as words: the header's row has no room for the icon there. */
function MenuLink({ count, onClick }: { count: number; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink to={PAGES.cart} onClick={onClick} className="rounded-lg px-3 py-2 hover:bg-brand-soft">
      {count > 0 ? t('cart.linkWithCount', { count }) : t('cart.link')}
    </LocalizedLink>
  );
}

function CartIcon({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = count > 0 ? t('cart.linkWithCount', { count }) : t('cart.link');
  return (
    <LocalizedLink
      to={PAGES.cart}
      className="relative inline-flex rounded-full p-2 hover:bg-brand-soft"
      aria-label={label}
      title={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs font-semibold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </LocalizedLink>
  );
}
