/**
 * Builds the HTTP application without listening: the server, the tests (in-process with
 * `app.request`) and the benchmarks all call this.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorResponse } from '@skinsight/shared';
import { AppError } from './lib/errors.ts';
import { isOutage, OUTAGE_RETRY_AFTER_SECONDS, outageSummary } from './lib/outage.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { refuseUnstorableRequestText } from './lib/validation.ts';
import { seoRoutes } from './lib/seo.ts';
import { webApp, type FirstScreenReader } from './lib/web-app.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { analysisRoutes } from './modules/analysis/analysis-routes.ts';
import { AUTH_BASE_PATH } from './modules/auth/auth.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { emailLinkRoutes } from './modules/auth/email-link-routes.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox-routes.ts';
import { sameOriginOnly } from './lib/same-origin.ts';
import { contactRoutes, waitlistRoutes } from './modules/contact/contact-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { photoRoutes } from './modules/photos/photo-routes.ts';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire-routes.ts';
import { recommendationRoutes } from './modules/recommendations/recommendation-routes.ts';
import { reminderRoutes } from './modules/reminders/reminder-routes.ts';
import { questionnaireContentRoutes } from './modules/questionnaire-content/questionnaire-content-routes.ts';
import { eventRoutes, statisticsRoutes } from './modules/statistics/statistics-routes.ts';
import {
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  feedbackRoutes,
  orderRoutes,
  planRoutes,
  shopRoutes,
  stripeWebhookRoutes,
  subscriptionRoutes,
  testPaymentRoutes,
} from './modules/commerce/commerce-routes.ts';

import type { AppDeps, AppEnv } from './app-env.ts';

export type { AppDeps, AppEnv };

const API_BODY_LIMIT_BYTES = 100 * 1024;

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId({ limitLength: 64 }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  app.use(securityHeaders({ trustProxy: deps.config.trustProxy }));
  app.use('/api/*', refuseUnstorableRequestText());
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('payload_too_large', 'The request is too large.');
    },
  });
  // A photo upload is the raw image, with its own limit enforced while it is read (modules/photos).
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && c.req.path === '/api/photos' ? next() : apiBodyLimit(c, next),
  );

  app.use('/api/*', sameOriginOnly([deps.config.baseUrl, ...deps.config.auth.trustedOrigins]));

  app.route('/api/health', healthRoutes);
  app.route('/api/survey', questionnaireContentRoutes);
  app.route('/api/auth', authRoutes);
  // better-auth's own handler serves only the links in e-mails (verify address, reset password).
  app.route(AUTH_BASE_PATH, emailLinkRoutes);
  app.route('/api/account', accountRoutes);
  app.route('/api/photos', photoRoutes);
  app.route('/api/questionnaires', questionnaireRoutes);
  app.route('/api/waitlist', waitlistRoutes);
  app.route('/api/contact', contactRoutes);
  app.route('/api/recommendations', recommendationRoutes);
  app.route('/api/analysis', analysisRoutes);
  app.route('/api/reminders', reminderRoutes);
  app.route('/api/events', eventRoutes);
  app.route('/api/statistics', statisticsRoutes);
  app.route('/api/catalogue', catalogueRoutes);
  app.route('/api/shop', shopRoutes);
  app.route('/api/cart', cartRoutes);
  app.route('/api/checkout', checkoutRoutes);
  app.route('/api/plans', planRoutes);
  app.route('/api/orders', orderRoutes);
  app.route('/api/subscription', subscriptionRoutes);
  app.route('/api/test-payments', testPaymentRoutes);
  app.route('/api/payments/stripe', stripeWebhookRoutes);
  app.route('/api/feedback', feedbackRoutes);
  // Development only, on loopback only (config.ts): the outbox page shows password-reset links.
  if (deps.config.devTools) app.route('/dev/mail', devOutboxRoutes);
  app.all('/api/*', () => {
    throw new AppError('not_found', 'There is no such API route.');
  });

  app.route('/', seoRoutes);
  /**
   * A page drawn for its signed-in visitor (decision 039) reads what the app would read, through
   * the same routes with the visitor's own cookie: the same answers, the same checks of who may
   * read what. A session the read extends sends its cookie with the page, as the API would.
   */
  const readFirstScreen: FirstScreenReader = async (c, reads) => {
    const headers = { cookie: c.req.header('cookie') ?? '' };
    const get = async (path: string) => {
      const res = await app.request(path, { headers });
      for (const cookie of res.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return res.ok ? ((await res.json()) as unknown) : null;
    };
    const session = await get('/api/auth/session');
    if (!session || !(session as { user?: unknown }).user) return null;
    const answers = await Promise.all(reads.map(async (path) => [path, await get(path)] as const));
    if (answers.some(([, body]) => body === null)) return null;
    return { session, reads: Object.fromEntries(answers) };
  };
  const web = webApp(deps.config.webDistDir, { baseUrl: deps.config.baseUrl, readFirstScreen, logger });
  app.get('*', web.handle);

  app.onError((error, c) => {
    const reqId = c.var.requestId;
    let appError: AppError;
    if (isOutage(error)) {
      // An outage, not a defect: one line in the log (no stack), and "try again shortly" for the
      // caller and for monitoring, whatever the route (lib/outage.ts).
      logger.warn({ reqId, route: c.req.routePath, cause: outageSummary(error) }, 'dependency unavailable');
      appError = new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.');
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
    } else if (error instanceof AppError) {
      appError = error;
      if (appError.status >= 500) logger.error({ reqId, err: appError.cause ?? appError }, appError.message);
    } else if (error instanceof HTTPException && error.status < 500) {
      appError = new AppError(
        error.status === 413 ? 'payload_too_large' : 'bad_request',
        'The request could not be understood.',
      );
    } else {
      // Details of unexpected failures stay in the log; the caller gets the request id.
      logger.error({ reqId, err: error }, 'unhandled error');
      appError = new AppError('internal', 'Something went wrong. Please try again.');
    }
    const body: ErrorResponse = {
      error: {
        code: appError.code,
        message: appError.message,
        requestId: reqId,
        ...(appError.issues ? { issues: appError.issues } : {}),
      },
    };
    return c.json(body, appError.status as 400);
  });

  return app;
}
export type App = ReturnType<typeof createApp>;
