/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SOCIAL_INSTAGRAM_URL?: string;
  readonly VITE_SOCIAL_TIKTOK_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

/** One part of a language's strings (vite.config.ts, src/locales/parts.ts). */
declare module 'virtual:locale-*' {
  const strings: Record<string, unknown>;
  export default strings;
}
