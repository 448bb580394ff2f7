/** Browser storage keys named by the specification (section 3, Browser storage). */
export const STORAGE_KEYS = {
  questionnaire: 'skinQuestionnaire',
  language: 'language',
  pendingQuestionnaire: 'pendingQuestionnaire',
  pendingMainConcern: 'pendingMainConcern',
  pendingLocale: 'pendingLocale',
  pendingPhotoAnalysis: 'pendingPhotoAnalysis',
  pendingPhotoData: 'pendingPhotoData',
  /** A signed-out visitor's cart: product ids and quantities only, never prices (ours, not the spec's). */
  cart: 'cart',
} as const;

/** Session storage: the analytics session id. */
export const SESSION_STORAGE_KEYS = { analyticsSession: 'analyticsSessionId' } as const;

/** Local storage that never throws: private modes and full quotas are only logged. */
export const safeStorage = {
  get(key: string): string | null {
    // The pre-renderer has no storage: a page renders there as for a first visit.
    if (typeof window === 'undefined') return null;
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      console.warn(`storage: cannot read ${key}`, error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`storage: cannot write ${key}`, error);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn(`storage: cannot remove ${key}`, error);
    }
  },
};
