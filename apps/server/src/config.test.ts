import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs offline on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.jobsInServer).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      JOBS_IN_SERVER: 'false',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.jobsInServer).toBe(false);
  });

  it('starts in the production shape unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.env).toBe('production');
    expect(config.devTools).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(config.trustProxy).toBe(0);
    // With the embedded database the secret is made in DATA_DIR; several processes must share one.
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' })).toThrow(
      /AUTH_SECRET: is required in production with DATABASE_URL/,
    );
  });

  it('keeps development on loopback', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev).toMatchObject({ devTools: true, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'development', HOST: '::1' }).host).toBe('::1');
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(/HOST: must be a loopback address/);
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(false);
  });

  it('counts trusted proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  });

  it('names every bad setting in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/^PORT: .*\(got "eighty"\)$/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/m);
    expect(problems.join('\n')).toMatch(/^LOG_LEVEL: must be one of/m);
    expect(problems.join('\n')).toMatch(/^TRUST_PROXY: must be false, true \(one proxy\) or the number of proxies/m);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('sells with the built-in test provider by default and needs both Stripe secrets for Stripe', () => {
    const defaults = loadConfig({});
    expect(defaults.payments).toEqual({ provider: 'test' });
    expect(defaults.shop).toEqual({ mode: 'live', surveyFormUrl: null });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ SHOP_MODE: 'soon' })).toThrow(/SHOP_MODE: must be live or not-launched/);
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_y',
    });
    expect(stripe.payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_x', webhookSecret: 'whsec_y' });
  });
});
