import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;

/**
 * Sign-in throttling after OWASP's Authentication Cheat Sheet, so that nobody can lock an owner
 * out: wrong passwords are counted per account *and address*, and only that pair is paused
 * (an attacker's failures never block the owner's correct password from the owner's address);
 * every address has its own limit across accounts; and an account guessed at from many addresses
 * is slowed down, not locked (decision 015).
 */
export const LIMITS = {
  signinFailuresPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Beyond this many wrong passwords for one account within the hour, from any address, each attempt waits. */
  signinFailuresPerAccount: { limit: 50, windowMs: 60 * MINUTE },
  signinPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  signupPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** How long each sign-in attempt for an account guessed at from many addresses waits. */
export const SIGNIN_SLOWDOWN_MS = 2000;

const emailHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

/** The counter of wrong passwords for an account; keyed by a hash so the address is not stored. */
export const signinFailureKey = (email: string) => `signin-failures:${emailHash(email)}`;

/** The counter of wrong passwords for an account from one client address. */
export const signinFailureAtAddressKey = (email: string, address: string) =>
  `signin-failures:${emailHash(email)}:${createHash('sha256').update(address).digest('hex').slice(0, 16)}`;
