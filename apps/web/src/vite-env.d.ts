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

/** Where the build put the live camera guide's face model and WASM runtime (scripts/face-model-plugin.ts). */
declare module 'virtual:face-model' {
  export const FACE_MODEL_BASE: string;
}
