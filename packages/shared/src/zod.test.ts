import { describe, expect, it } from 'vitest';
import { lazySchema, z } from './zod.ts';
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
