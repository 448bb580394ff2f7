import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { forwardedValue } from './client-ip.ts';
import { BOOT_SCRIPT } from '@skinsight/shared/boot-script';

/**
 * Security headers on every response. The CSP allows only our own origin for scripts and data,
 * and one inline script by its hash: the pre-rendered pages' boot script (decision 011). Inline
 * styles are allowed because the UI primitives position popovers with style attributes.
 * HSTS is sent only when the request really came over HTTPS (directly, or through a trusted
 * proxy), since on plain http it would be ignored at best and lock out a dev host at worst.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function securityHeaders(options: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'DENY');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    const forwardedProto = forwardedValue(c.req.header('x-forwarded-proto'), options.trustProxy);
    const https = forwardedProto ? forwardedProto === 'https' : new URL(c.req.url).protocol === 'https:';
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
