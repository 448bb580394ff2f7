/**
 * The authentication state of the web app: signed out or signed in, read from the server at
 * load and updated on each change, with the spec's events. The session refreshes itself while
 * the person is active (the server extends it when used); a 30 s tick re-checks it when it is
 * within 90 s of its end, and other tabs learn of sign-in and sign-out through a BroadcastChannel.
 */
import { useSyncExternalStore } from 'react';
import type { Account, SessionResponse, SignupRequest, SignupResponse } from '@skinsight/shared/api';
import { apiRequest, LazySchema, okResponse } from './api-client.ts';

const sharedApi = () => import('@skinsight/shared/api');
/** Most first visits are signed out: that answer is recognised without loading zod (api-client.ts). */
const isSignedOut = (body: unknown): body is SessionResponse =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 2 &&
  (body as SessionResponse).user === null &&
  (body as SessionResponse).expiresAt === null;
const sessionResponseSchema = new LazySchema(() => sharedApi().then((m) => m.sessionResponseSchema), isSignedOut);
const signupResponseSchema = new LazySchema(() => sharedApi().then((m) => m.signupResponseSchema));

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: Account; expiresAt: number | null };

export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 3 * SESSION_TICK_MS;

const LOADING: AuthState = { status: 'loading', user: null };
let state: AuthState = LOADING;
/**
 * What the HTML was rendered with, which hydration must start from: the state before the session
 * is known for pre-rendered pages, the person's session for a page the server rendered for them
 * (decision 039).
 */
let renderedWith: AuthState = LOADING;
const listeners = new Set<() => void>();
const eventListeners = new Set<(event: AuthEvent, state: AuthState) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('skinsight-auth');

/** Whether two states say the same (the same person, the same account details, the same end). */
function sameState(p: AuthState, q: AuthState): boolean {
  if (p.status !== q.status) return false;
  if (p.status !== 'signedIn' || q.status !== 'signedIn') return true;
  return p.expiresAt === q.expiresAt && JSON.stringify(p.user) === JSON.stringify(q.user);
}

function set(next: AuthState, event: AuthEvent, broadcast = true) {
  // A read that says what is known already changes nothing on screen: the page the server drew
  // for the person is not rendered again when the app reads the session after hydrating.
  if (!sameState(state, next)) {
    state = next;
    listeners.forEach((l) => l());
  }
  eventListeners.forEach((l) => l(event, next));
  if (broadcast && (event === 'SIGNED_IN' || event === 'SIGNED_OUT')) channel?.postMessage(event);
}

function fromSession(user: Account | null, expiresAt: string | null): AuthState {
  return user
    ? { status: 'signedIn', user, expiresAt: expiresAt ? Date.parse(expiresAt) : null }
    : { status: 'signedOut', user: null };
}

export function getAuthState(): AuthState {
  return state;
}

export function onAuthStateChange(listener: (event: AuthEvent, state: AuthState) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    // Pre-rendered HTML shows the state before the session is known; hydration starts from it.
    () => renderedWith,
  );
}

/**
 * The session a page rendered by the server for this person was drawn with (its answer to
 * /api/auth/session, sent with the HTML): the app starts from it, and hydrates the HTML with it.
 * On the server, `null` puts the state back before the next render.
 */
export function startFromSession(session: { user: Account | null; expiresAt: string | null } | null): void {
  state = session ? fromSession(session.user, session.expiresAt) : LOADING;
  renderedWith = state;
}

/** Reads the session from the server (which extends it when due). */
export async function refreshSession(event?: AuthEvent): Promise<AuthState> {
  const wasSignedIn = state.status === 'signedIn';
  try {
    const session = await apiRequest('/api/auth/session', sessionResponseSchema);
    const next = fromSession(session.user, session.expiresAt);
    const kind: AuthEvent =
      event ??
      (next.status === 'signedIn'
        ? wasSignedIn
          ? 'TOKEN_REFRESHED'
          : 'SIGNED_IN'
        : wasSignedIn
          ? 'SIGNED_OUT'
          : 'INITIAL_SESSION');
    set(next, kind, false);
  } catch (error) {
    // Offline or a server hiccup: keep what we know, and say so only in the console.
    console.warn('session check failed', error);
    if (state.status === 'loading') set({ status: 'signedOut', user: null }, 'INITIAL_SESSION', false);
  }
  return state;
}

export async function signUp(request: SignupRequest): Promise<SignupResponse> {
  const result = await apiRequest('/api/auth/signup', signupResponseSchema, { method: 'POST', json: request });
  if (result.signedIn && result.user) set({ status: 'signedIn', user: result.user, expiresAt: null }, 'SIGNED_IN');
  return result;
}

export async function signIn(email: string, password: string): Promise<Account> {
  const result = await apiRequest('/api/auth/signin', sessionResponseSchema, {
    method: 'POST',
    json: { email, password },
  });
  if (!result.user) throw new Error('sign-in returned no user');
  set({ status: 'signedIn', user: result.user, expiresAt: null }, 'SIGNED_IN');
  void refreshSession('TOKEN_REFRESHED');
  return result.user;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/signout', okResponse, { method: 'POST', json: {} }).catch((error: unknown) =>
    console.warn('sign-out request failed', error),
  );
  set({ status: 'signedOut', user: null }, 'SIGNED_OUT');
}

export function userUpdated(user: Account): void {
  if (state.status === 'signedIn') set({ ...state, user }, 'USER_UPDATED');
}

export function markSignedOut(): void {
  set({ status: 'signedOut', user: null }, 'SIGNED_OUT');
}

let started = false;
/** Starts the session: the initial read, the refresh tick, focus re-checks and other tabs. */
export function startSession(): void {
  if (started) return;
  started = true;
  void refreshSession('INITIAL_SESSION');
  window.setInterval(() => {
    if (
      state.status === 'signedIn' &&
      state.expiresAt !== null &&
      state.expiresAt - Date.now() < SESSION_REFRESH_MARGIN_MS
    ) {
      void refreshSession();
    }
  }, SESSION_TICK_MS);
  window.addEventListener('focus', () => void refreshSession());
  channel?.addEventListener('message', () => void refreshSession());
}
