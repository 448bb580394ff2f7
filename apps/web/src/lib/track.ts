/**
 * Click tracking: `trackEvent(type, data?)` sends one event with the analytics session id (kept
 * in session storage), the page URL and, through the cookie, the signed-in person. It uses
 * navigator.sendBeacon so a click that navigates away is not lost, with a fetch keepalive
 * fallback. A tracking failure is only logged: it never disturbs the person.
 */
import type { EventType, TrackEventRequest } from '@skinsight/shared/statistics';
import { SESSION_STORAGE_KEYS } from './storage-keys.ts';

export const TRACK_ENDPOINT = '/api/events';

let memorySessionId: string | null = null;

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The analytics session id of this tab: made once, kept in session storage (in memory if that fails). */
export function analyticsSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.analyticsSession);
    if (stored) return stored;
    const id = newSessionId();
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.analyticsSession, id);
    return id;
  } catch (error) {
    console.warn('tracking: session storage is not available', error);
    memorySessionId ??= newSessionId();
    return memorySessionId;
  }
}

export function trackEvent(type: EventType, data?: Record<string, unknown>): void {
  try {
    const event: TrackEventRequest = {
      eventType: type,
      sessionId: analyticsSessionId(),
      pageUrl: window.location.href.slice(0, 2048),
      ...(data ? { eventData: data } : {}),
    };
    // A string body is sent as text/plain (no preflight, no custom headers); the server reads JSON.
    const body = JSON.stringify(event);
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_ENDPOINT, body)) return;
    void fetch(TRACK_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
      .then((res) => {
        if (!res.ok) console.warn(`tracking: ${type} was refused (${res.status})`);
      })
      .catch((error: unknown) => console.warn(`tracking: ${type} was not sent`, error));
  } catch (error) {
    console.warn(`tracking: ${type} was not sent`, error);
  }
}
