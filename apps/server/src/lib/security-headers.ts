import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { forwardedValue } from './client-ip.ts';
import { BOOT_SCRIPT } from '@skinsight/shared/boot-script';

/**
 * Security headers on every response. The CSP allows only our own origin for scripts, styles and
 * data, one inline script by its hash (the pre-rendered pages' boot script, decision 011) and, on
 * a page that inlines its stylesheet, that `<style>` by its hash (the page's server adds it, see
 * web-app.ts). No inline style otherwise, no style attribute in markup (decision 017): React sets
 * the styles it computes through the element's style object, which the CSP does not restrict.
 * HSTS is sent only when the request really came over HTTPS (directly, or through a trusted
 * proxy), since on plain http it would be ignored at best and lock out a dev host at worst.
 */
export function contentSecurityPolicy(inlineStyles: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' compiles WebAssembly only (the camera guide's face model, decision 033);
    // it allows no JavaScript eval.
    `script-src 'self' 'report-sample' 'wasm-unsafe-eval' ${cspHash(BOOT_SCRIPT)}`,
    ["style-src 'self' 'report-sample'", ...inlineStyles.map(cspHash)].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The CSP source that allows one inline script or style with this exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function securityHeaders(options: { trustProxy: number }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // A page with its own inline stylesheet sets its policy (web-app.ts); everything else this one.
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
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
