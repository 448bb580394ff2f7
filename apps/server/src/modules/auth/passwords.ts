/**
 * Password hashing with argon2id at the OWASP baseline (m=19 MiB, t=2, p=1); better-auth's
 * default scrypt settings are below it.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}
