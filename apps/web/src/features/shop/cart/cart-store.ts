/**
 * The cart of whoever is using the browser. Signed out, it lives in local storage (ids and
 * quantities only) and is priced by POST /api/cart/quote; signed in, it is the account's cart on
 * the server. When a person signs in (or up) with a local cart, it is merged into the account's
 * once and the local copy is cleared. Changes show at once; the server's answer brings the prices.
 * Requests run one after another, so quick clicks on plus and minus arrive in order.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cartResponseSchema,
  checkoutResponseSchema,
  type CartItemInput,
  type CartResponse,
  type CheckoutResponse,
} from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import { apiRequest } from '../../../lib/api-client.ts';
import { getAuthState, onAuthStateChange, useAuth, type AuthState } from '../../../lib/auth.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { safeStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import {
  addItem,
  parseStoredItems,
  removeItems,
  serializeItems,
  setItemQuantity,
  type CartItems,
} from './local-cart.ts';

/** Whose cart is shown: the browser's own, or a signed-in account's (by user id). */
type Owner = 'local' | `account:${string}`;

export type CartState = {
  owner: Owner | null;
  /** Ids and quantities as the person sees them (a change shows before the server answers). */
  items: CartItemInput[];
  /** The server's pricing of the cart: lines, subtotal, shipping, total. */
  priced: CartResponse | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Changes sent and not yet answered (the totals are about to change). */
  pending: number;
};

const INITIAL: CartState = { owner: null, items: [], priced: null, status: 'idle', pending: 0 };

let state: CartState = INITIAL;
/**
 * What the page in the HTML was drawn with: INITIAL (the cart not yet read) for pre-rendered
 * pages, the person's cart for a cart page the server drew for them (decision 039).
 */
let renderedWith: CartState = INITIAL;
/**
 * The owner and language of a cart the page started from (decision 039): read again once, quietly,
 * as the results page's answers are (the summary is not greyed out meanwhile, and an answer that
 * says the same changes nothing on screen).
 */
let startedKey = '';
const listeners = new Set<() => void>();
function update(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function ownerOf(auth: AuthState): Owner | null {
  if (auth.status === 'loading') return null;
  return auth.status === 'signedIn' ? `account:${auth.user.id}` : 'local';
}

const readLocal = () => parseStoredItems(safeStorage.get(STORAGE_KEYS.cart));
function writeLocal(items: CartItems) {
  if (items.length === 0) safeStorage.remove(STORAGE_KEYS.cart);
  else safeStorage.set(STORAGE_KEYS.cart, serializeItems(items));
}
const itemsOf = (cart: CartResponse): CartItemInput[] =>
  cart.lines.map((line) => ({ productId: line.id, quantity: line.quantity }));

/** One request at a time, in the order they were made. */
let chain: Promise<unknown> = Promise.resolve();
function queue<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task);
  chain = run.catch(() => undefined);
  return run;
}

const quote = (items: CartItems, locale: Locale) =>
  apiRequest('/api/cart/quote', cartResponseSchema, { method: 'POST', json: { items, locale } });

/** Prices the local cart and drops what the catalogue no longer sells. */
async function loadLocal(locale: Locale) {
  const items = readLocal();
  update({
    owner: 'local',
    items,
    status: items.length > 0 ? 'loading' : 'ready',
    priced: items.length > 0 ? state.priced : null,
  });
  if (items.length === 0) return;
  const priced = await quote(items, locale);
  const kept = removeItems(readLocal(), priced.unavailable);
  if (priced.unavailable.length > 0) writeLocal(kept);
  update({ items: kept, priced, status: 'ready' });
}

/** The account's cart, with what was added while signed out merged in (once). */
async function loadAccount(owner: Owner, locale: Locale) {
  const quiet = startedKey === `${owner}|${locale}` && state.owner === owner && state.status === 'ready';
  startedKey = '';
  if (!quiet) update({ owner, status: 'loading', ...(state.owner === owner ? {} : { items: [], priced: null }) });
  const local = readLocal();
  let cart: CartResponse;
  if (local.length > 0) {
    cart = await apiRequest('/api/cart/merge', cartResponseSchema, { method: 'POST', json: { items: local, locale } });
    // Only after the server has it: a failed merge keeps the local cart for the next try.
    writeLocal([]);
  } else {
    cart = await apiRequest(`/api/cart?lang=${locale}`, cartResponseSchema);
  }
  if (quiet && state.pending === 0 && JSON.stringify(cart) === JSON.stringify(state.priced)) return;
  update({ items: itemsOf(cart), priced: cart, status: 'ready' });
}

/** The cart as it is now (for tests and for code outside React). */
export const getCartState = (): CartState => state;

/**
 * The signed-in person `userId`'s cart in `locale` as the server read it for the page it drew for
 * them (decision 039): the cart page starts from it and hydrates the HTML with it. On the server,
 * `null` puts the cart back before the next render.
 */
export function startCartFrom(started: { userId: string; locale: Locale; cart: CartResponse } | null): void {
  if (!started) {
    state = INITIAL;
    startedKey = '';
  } else {
    const owner: Owner = `account:${started.userId}`;
    state = { owner, items: itemsOf(started.cart), priced: started.cart, status: 'ready', pending: 0 };
    startedKey = `${owner}|${started.locale}`;
  }
  renderedWith = state;
}

let loadedKey = '';
let loading: Promise<void> | null = null;

/**
 * Makes the cart shown the current owner's, in the current language. Cheap when nothing changed;
 * `force` reloads (another tab changed the local cart, a payment emptied the account's).
 */
export function syncCart(force = false): Promise<void> {
  const owner = ownerOf(getAuthState());
  if (!owner) return Promise.resolve();
  const locale = currentLocale();
  const key = `${owner}|${locale}`;
  if (!force && key === loadedKey && state.status !== 'error') return loading ?? Promise.resolve();
  loadedKey = key;
  const run = queue(() => (owner === 'local' ? loadLocal(locale) : loadAccount(owner, locale))).catch(
    (error: unknown) => {
      console.warn('cart: loading failed', error);
      update({ status: 'error' });
      throw error;
    },
  );
  loading = run;
  void run
    .finally(() => {
      if (loading === run) loading = null;
    })
    .catch(() => undefined);
  return run;
}

/**
 * Applies a change: at once on screen (and in local storage), then on the server. Only the
 * answer to the last of several quick changes replaces what is shown.
 */
async function change(productId: string, compute: (items: CartItems) => CartItemInput[]): Promise<void> {
  const owner = ownerOf(getAuthState());
  const locale = currentLocale();
  // While the session is still being read, a change goes to the local cart: the sign-in merge
  // moves it to the account, so nothing is lost either way.
  const local = owner === null || owner === 'local';
  if (!local && state.owner !== owner) await syncCart();
  const items = compute(local ? readLocal() : state.items);
  const quantity = items.find((item) => item.productId === productId)?.quantity ?? 0;
  if (local) writeLocal(items);
  update({ items, pending: state.pending + 1 });
  try {
    const priced = await queue(() => {
      if (local) return quote(readLocal(), locale);
      const path = `/api/cart/items/${encodeURIComponent(productId)}`;
      return quantity === 0
        ? apiRequest(`${path}?lang=${locale}`, cartResponseSchema, { method: 'DELETE' })
        : apiRequest(path, cartResponseSchema, { method: 'PUT', json: { quantity, locale } });
    });
    const pending = state.pending - 1;
    if (pending > 0) return update({ pending });
    if (local && priced.unavailable.length > 0) writeLocal(removeItems(readLocal(), priced.unavailable));
    update({
      pending,
      priced,
      items: local ? removeItems(readLocal(), priced.unavailable) : itemsOf(priced),
      status: 'ready',
    });
  } catch (error) {
    update({ pending: state.pending - 1 });
    // Show what is really stored again, then let the caller tell the person.
    await syncCart(true).catch(() => undefined);
    throw error;
  }
}

/** 'Add to cart': one more of the product (capped at the maximum quantity). */
export const addToCart = (productId: string, quantity = 1) =>
  change(productId, (items) => addItem(items, productId, quantity));
/** The plus and minus buttons; quantity 0 removes the line. */
export const setCartQuantity = (productId: string, quantity: number) =>
  change(productId, (items) => setItemQuantity(items, productId, quantity));
export const removeFromCart = (productId: string) => change(productId, (items) => removeItems(items, [productId]));

/**
 * After a paid order: the products bought leave the local cart (the server has already removed
 * them from the account's). A one-off plan purchase names no cart product and changes nothing.
 */
export function removePurchased(productIds: readonly string[]): Promise<void> {
  const local = readLocal();
  const kept = removeItems(local, productIds);
  if (kept.length !== local.length) writeLocal(kept);
  return syncCart(true);
}

/** One checkout session for the whole cart: ids and quantities only, the server prices them. */
export function requestCheckout(items: CartItems, locale: Locale): Promise<CheckoutResponse> {
  return apiRequest('/api/checkout', checkoutResponseSchema, {
    method: 'POST',
    json: { items: items.map(({ productId, quantity }) => ({ productId, quantity })), locale },
  });
}

// A sign-in (or sign-up, or sign-out) changes whose cart it is: load it, merging the local one.
onAuthStateChange((_event, auth) => {
  const owner = ownerOf(auth);
  if (owner && (owner !== state.owner || (owner !== 'local' && readLocal().length > 0)))
    void syncCart(true).catch(() => undefined);
});

let watchingStorage = false;
/** Another tab changed the signed-out cart: show the same. */
function watchOtherTabs() {
  if (watchingStorage || typeof window === 'undefined') return;
  watchingStorage = true;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart && state.owner === 'local') void syncCart(true).catch(() => undefined);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The cart, loaded for the current person and language. A pre-rendered page shows it not yet
 * read; a cart page the server drew for the person, their cart (startCartFrom).
 */
export function useCart(): CartState {
  const auth = useAuth();
  const { i18n } = useTranslation();
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => renderedWith,
  );
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    watchOtherTabs();
    void syncCart().catch(() => undefined);
  }, [auth.status, userId, i18n.language]);
  return snapshot;
}
