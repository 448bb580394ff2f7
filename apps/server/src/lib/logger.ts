import { pino, type Logger } from 'pino';

/**
 * Structured logs. Requests are logged by id, method, route path, status and duration only:
 * never bodies, query strings, cookies, IP addresses or user agents (personal data).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.email', '*.password'],
      censor: '[redacted]',
    },
  });
}
export type { Logger };
