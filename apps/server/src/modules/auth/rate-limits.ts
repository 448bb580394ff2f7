import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60_000;

/** Wrong passwords for one account before it is paused; from one address, attempts of any kind. */
export const LIMITS = {
  signinFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  signinPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  signupPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** The counter of wrong passwords for an address; keyed by a hash so the address is not stored. */
export const signinFailureKey = (email: string) =>
  `signin-failures:${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32)}`;
