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
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', JOBS_IN_SERVER: 'false' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.jobsInServer).toBe(false);
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
    expect(problems.join('\n')).toMatch(/^TRUST_PROXY: must be true or false/m);
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
    const stripe = loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_y' });
    expect(stripe.payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_x', webhookSecret: 'whsec_y' });
  });
});
