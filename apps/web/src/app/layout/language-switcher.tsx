import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, LOCALE_NAMES, isLocale } from '@skinsight/shared/locales';
import { localizedPath, splitLocalePrefix } from '@skinsight/shared/routes';
import { setLocale } from '../../lib/i18n.ts';

/**
 * Switches the language. With a language prefix in the URL the page moves to the same path in
 * the new language; without one, the choice is stored and the page re-renders in place.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          const { locale, path } = splitLocalePrefix(pathname);
          // On a prefixed page the URL decides the language (LocaleSync applies it).
          if (locale) void navigate(`${localizedPath(next, path)}${search}${hash}`);
          else void setLocale(next);
        }}
        className="h-9 rounded-full border border-line bg-surface px-3 text-sm"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
