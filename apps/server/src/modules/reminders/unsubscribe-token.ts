/**
 * The token of a reminder e-mail's unsubscribe link (decision 035). It names one person and does
 * one thing: turn their weekly selfie reminders off, without signing in. Nothing is stored: the
 * token is the person's id and a MAC of it under the service's signing secret (AUTH_SECRET, or
 * the one kept in DATA_DIR), bound to this single purpose, so it cannot be forged for another
 * person, and no other secret of ours (a session, a reset link) can be made from it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A label that keeps this MAC from being valid for any other use of the same secret. */
const PURPOSE = 'skinsight:selfie-reminders:unsubscribe:v1';
const ID_BYTES = 16;
const MAC_BYTES = 16;

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\0${userId}`).digest().subarray(0, MAC_BYTES);
}

const uuidToBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const bytesToUuid = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export function unsubscribeToken(secret: string, userId: string): string {
  return Buffer.concat([uuidToBytes(userId), mac(secret, userId)]).toString('base64url');
}

/** The person a token names, or null for anything that is not a token we made. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== ID_BYTES + MAC_BYTES) return null;
  const userId = bytesToUuid(bytes.subarray(0, ID_BYTES));
  return timingSafeEqual(bytes.subarray(ID_BYTES), mac(secret, userId)) ? userId : null;
}
