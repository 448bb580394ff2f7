import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_BUILD_SLICE_MS, lazySchema, schemasNotBuilt, z } from './zod.ts';
import { errorResponseSchema, signupRequestSchema } from './api.ts';
import { cartResponseSchema } from './commerce.ts';
import { recommendationJsonSchema } from './recommendation.ts';

describe('lazySchema', () => {
  it('builds the schema only when it is first used, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds++;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('nests in other schemas, and they parse and refuse as the built schema does', () => {
    const inner = lazySchema(() => z.object({ n: z.number().int().min(0) }));
    const outer = z.object({ items: z.array(inner), extended: inner.extend({ label: z.string() }) });
    expect(outer.parse({ items: [{ n: 1 }], extended: { n: 2, label: 'x' } })).toEqual({
      items: [{ n: 1 }],
      extended: { n: 2, label: 'x' },
    });
    const refused = outer.safeParse({ items: [{ n: -1 }], extended: { n: 2 } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0.n', 'extended.label']);
  });

  it('is recognised as a zod schema', () => {
    const schema = lazySchema(() => z.object({ email: z.email() }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['email']);
  });

  it('leaves the API schemas parsing as before', () => {
    expect(errorResponseSchema.parse({ error: { code: 'not_found', message: 'Not found' } }).error.code).toBe(
      'not_found',
    );
    expect(errorResponseSchema.safeParse({ error: { code: 'nonsense', message: 'x' } }).success).toBe(false);
    expect(signupRequestSchema.safeParse({}).success).toBe(false);
    expect(cartResponseSchema.safeParse({ lines: 'none' }).success).toBe(false);
    expect(recommendationJsonSchema.safeParse(null).success).toBe(false);
  });
});

describe('in a browser, the schemas not built yet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are built while it is idle, in slices of a few milliseconds, until none is left', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('document', {});
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    // The API's schemas are registered (their modules are loaded above); a new one starts the idle building.
    let built = false;
    const schema = lazySchema(() => {
      built = true;
      return z.string();
    });
    const before = schemasNotBuilt();
    expect(before).toBeGreaterThan(50);
    expect(idle).toHaveLength(1);
    let slices = 0;
    while (idle.length > 0) {
      const started = performance.now();
      idle.shift()!();
      slices++;
      // A slice stops at its budget; only the one schema it was building may run over.
      expect(performance.now() - started).toBeLessThan(IDLE_BUILD_SLICE_MS + 25);
    }
    expect(schemasNotBuilt()).toBe(0);
    expect(built).toBe(true);
    expect(slices).toBeGreaterThanOrEqual(1);
    expect(schema.parse('x')).toBe('x');
  });
});
