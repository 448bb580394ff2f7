/**
 * Translations (react-i18next). The language comes from the URL prefix (/en /de /fr /es),
 * else the stored choice, else English. Each language's strings are their own chunk, loaded
 * before the first render and on a switch, so a page downloads only the language it shows.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@skinsight/shared/locales';
import { splitLocalePrefix } from '@skinsight/shared/routes';
import { TEXTS } from '../locales/index.ts';
import { hydrateWaitingSections } from './hydration.ts';
import { safeStorage, STORAGE_KEYS } from './storage-keys.ts';

type Translations = Record<string, unknown>;
type Part = 'first' | 'rest';

/** Each language in two chunks: what the first page load shows, and the rest (locales/parts.ts). */
const bundles: Record<Locale, Record<Part, () => Promise<{ default: Translations }>>> = {
  en: TEXTS.en.ui,
  de: TEXTS.de.ui,
  fr: TEXTS.fr.ui,
  es: TEXTS.es.ui,
};
const loadedParts = new Set<string>();
/** Once a code-split page has needed the rest, every language switch loads it too. */
let restWanted = false;

/**
 * The stored choice is mirrored in a cookie so the server can send the pre-rendered page of an
 * unprefixed URL (/, /benefits) in that language (decision 011); local storage stays the source.
 */
export const LANGUAGE_COOKIE = 'language';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function detectLocale(pathname: string, stored: string | null): Locale {
  const { locale } = splitLocalePrefix(pathname);
  if (locale) return locale;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}

/** The language for the page the browser is on, by the rule above. */
export function browserLocale(): Locale {
  return detectLocale(window.location.pathname, safeStorage.get(STORAGE_KEYS.language));
}

function remember(locale: Locale): void {
  safeStorage.set(STORAGE_KEYS.language, locale);
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  document.documentElement.lang = locale;
}

/**
 * Settled once i18next is initialised (the first switchLanguage). A page's strings can arrive
 * before that: a page rendered in the browser preloads them from its head (issue 22), and i18next
 * has no addResourceBundle until init has run.
 */
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => (markInitialised = resolve));

async function loadPart(locale: Locale, part: Part): Promise<void> {
  if (loadedParts.has(`${locale}/${part}`)) return;
  const { default: strings } = await bundles[locale][part]();
  if (!i18n.isInitialized) await initialised;
  i18n.addResourceBundle(locale, 'translation', strings, true, true);
  loadedParts.add(`${locale}/${part}`);
}

async function loadTranslations(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'first'), restWanted ? loadPart(locale, 'rest') : undefined]);
}

/** The language being switched to (or shown): a page's code may load while its strings do. */
let targetLocale: Locale | null = null;

/** All strings of the current language: code-split pages wait for this before they render. */
export async function loadAllTranslations(): Promise<void> {
  restWanted = true;
  // The language is known once the first switch has begun; the page's code may be quicker.
  if (!i18n.isInitialized && targetLocale === null) await initialised;
  await loadPart(targetLocale ?? currentLocale(), 'rest');
}

const languageListeners = new Set<(locale: Locale) => void>();

/** Called on every language change (the questionnaire resets itself and reloads the survey). */
export function onLanguageChange(listener: (locale: Locale) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/**
 * Makes `locale` the language of the i18n instance, loading its strings first. The first call
 * initialises i18next (in the browser and in the pre-renderer alike).
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  targetLocale = locale;
  if (!i18n.isInitialized) {
    const { default: strings } = await bundles[locale].first();
    loadedParts.add(`${locale}/first`);
    await i18n.use(initReactI18next).init({
      resources: { [locale]: { translation: strings } },
      lng: locale,
      // A key with no string is a bug (or a key missing from locales/parts.ts): say so loudly.
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => console.error(`missing translation: ${key}`),
      // Every language has every key (a unit test checks it), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: ['en', 'de', 'fr', 'es'],
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
      initAsync: false,
    });
    markInitialised();
    return;
  }
  await loadTranslations(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The browser's first language: stored, and loaded before the first render. */
export async function initI18n(locale: Locale): Promise<typeof i18n> {
  remember(locale);
  await switchLanguage(locale);
  return i18n;
}

let latestRequest: Locale | null = null;

export async function setLocale(locale: Locale): Promise<void> {
  remember(locale);
  latestRequest = locale;
  if (i18n.language === locale) return;
  // The parts of the page still waiting for their code become React's in the language they show.
  await Promise.all([loadTranslations(locale), hydrateWaitingSections()]);
  // A quicker second switch (de, then fr) wins over a slower first one.
  if (latestRequest !== locale) return;
  await switchLanguage(locale);
  for (const listener of languageListeners) listener(locale);
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
