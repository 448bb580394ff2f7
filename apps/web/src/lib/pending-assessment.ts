/**
 * What an anonymous visitor has done before signing up (spec section 3, Browser storage): the
 * answers, main concern and locale, and the uploaded photo with its claim token. Signup saves
 * each to the new account and removes it only after its save succeeded.
 */
import type { Answers } from '@skinsight/shared/questionnaire';
import { isLocale, type Locale } from '@skinsight/shared/locales';
import { safeStorage, STORAGE_KEYS } from './storage-keys.ts';

export type PendingQuestionnaire = { answers: Answers; mainConcern: string; locale: Locale };
export type PendingPhoto = { photoId: string; claimToken: string };

export function savePendingQuestionnaire(p: PendingQuestionnaire): void {
  safeStorage.set(STORAGE_KEYS.pendingQuestionnaire, JSON.stringify(p.answers));
  safeStorage.set(STORAGE_KEYS.pendingMainConcern, p.mainConcern);
  safeStorage.set(STORAGE_KEYS.pendingLocale, p.locale);
}

export function readPendingQuestionnaire(): PendingQuestionnaire | null {
  const raw = safeStorage.get(STORAGE_KEYS.pendingQuestionnaire);
  if (!raw) return null;
  try {
    const answers = JSON.parse(raw) as Answers;
    const locale = safeStorage.get(STORAGE_KEYS.pendingLocale);
    return {
      answers,
      mainConcern: safeStorage.get(STORAGE_KEYS.pendingMainConcern) ?? 'general',
      locale: isLocale(locale) ? locale : 'en',
    };
  } catch {
    return null;
  }
}

export function clearPendingQuestionnaire(): void {
  safeStorage.remove(STORAGE_KEYS.pendingQuestionnaire);
  safeStorage.remove(STORAGE_KEYS.pendingMainConcern);
  safeStorage.remove(STORAGE_KEYS.pendingLocale);
}

export function savePendingPhoto(p: PendingPhoto): void {
  safeStorage.set(STORAGE_KEYS.pendingPhotoData, JSON.stringify(p));
}

export function readPendingPhoto(): PendingPhoto | null {
  const raw = safeStorage.get(STORAGE_KEYS.pendingPhotoData);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<PendingPhoto>;
    return typeof p.photoId === 'string' && typeof p.claimToken === 'string'
      ? { photoId: p.photoId, claimToken: p.claimToken }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingPhoto(): void {
  safeStorage.remove(STORAGE_KEYS.pendingPhotoData);
  safeStorage.remove(STORAGE_KEYS.pendingPhotoAnalysis);
}
