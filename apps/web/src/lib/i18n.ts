/**
 * Translations (react-i18next). The language comes from the URL prefix (/en /de /fr /es),
 * else the stored choice, else English. A missing key falls back to English, then to the key.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@skinsight/shared/locales';
import { splitLocalePrefix } from '@skinsight/shared/routes';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import { safeStorage, STORAGE_KEYS } from './storage-keys.ts';

export const resources = {
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
} as const;

export function detectLocale(pathname: string, stored: string | null): Locale {
  const { locale } = splitLocalePrefix(pathname);
  if (locale) return locale;
  if (isLocale(stored)) return stored;
  return DEFAULT_LOCALE;
}

const languageListeners = new Set<(locale: Locale) => void>();

/** Called on every language change (the questionnaire resets itself and reloads the survey). */
export function onLanguageChange(listener: (locale: Locale) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

export async function setLocale(locale: Locale): Promise<void> {
  safeStorage.set(STORAGE_KEYS.language, locale);
  document.documentElement.lang = locale;
  if (i18n.language === locale) return;
  await i18n.changeLanguage(locale);
  for (const listener of languageListeners) listener(locale);
}

export function initI18n(): typeof i18n {
  const locale = detectLocale(window.location.pathname, safeStorage.get(STORAGE_KEYS.language));
  safeStorage.set(STORAGE_KEYS.language, locale);
  document.documentElement.lang = locale;
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'de', 'fr', 'es'],
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
  });
  return i18n;
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
