/**
 * The shop's products against the routines the engine writes: over a thousand generated answer sets
 * and photo findings, every product suggested for a step is of the step's type and contains the
 * active the step is for (or none is suggested), never a night product in the morning, and at least
 * the SPF asked for. The catalogue is the real one, as the database is seeded with it.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@skinsight/shared/locales';
import { productForStep, type RoutinePart } from '@skinsight/shared/routine-products';
import { recommend } from '@skinsight/engine';
import { randomAnswers, randomPhoto, seededRandom } from '@skinsight/engine/test-data';
import { catalogueRows, toProduct } from './catalogue-service.ts';
import type { products as productsTable } from '../../db/schema.ts';

const products = catalogueRows()
  .filter((row) => row.kind === 'product')
  .map((row) =>
    toProduct(
      {
        ...row,
        currency: 'eur',
        stripePriceId: null,
        active: true,
        createdAt: new Date(),
      } as typeof productsTable.$inferSelect,
      'en',
    ),
  );

describe('products suggested for routine steps', () => {
  it('every catalogue product states what it contains', () => {
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) expect(product.actives.length, product.id).toBeGreaterThan(0);
  });

  it('never offers a product that contradicts its step, over 1,200 generated results', () => {
    const random = seededRandom(2026);
    const offered = new Map<string, number>();
    for (let i = 0; i < 1200; i++) {
      const result = recommend({
        answers: randomAnswers(random),
        locale: random.pick(LOCALES),
        photo: random.next() < 0.6 ? randomPhoto(random) : null,
      });
      for (const part of ['morning', 'evening', 'weekly'] as RoutinePart[]) {
        for (const step of result.routine[part]) {
          const product = productForStep(step, part, products);
          if (!product) continue;
          offered.set(product.id, (offered.get(product.id) ?? 0) + 1);
          expect(product.productType).toBe(step.product_type);
          if (step.active) {
            const retinoid = step.active === 'retinol' && product.actives.includes('retinal');
            const filter = step.active === 'broad-spectrum uv filters' && product.actives.includes('zinc oxide');
            expect(
              product.actives.includes(step.active) || retinoid || filter,
              `${product.id} for a ${step.active} step`,
            ).toBe(true);
          }
          if (part === 'morning') expect(product.eveningOnly, product.id).toBe(false);
          if (step.min_spf !== undefined) expect(product.spf ?? 0).toBeGreaterThanOrEqual(step.min_spf);
        }
      }
    }
    // The rule is not "never suggest": every product is offered for some step, but the niacinamide
    // toner, since the routines give niacinamide as a serum (it stays in the shop, not suggested).
    expect(products.map((p) => p.id).filter((id) => !offered.has(id))).toEqual(['balancing-toner']);
  });

  it('offers what the issue found offered wrongly no more', () => {
    const find = (id: string) => products.find((p) => p.id === id)!;
    const step = (product_type: string, active: string | null, extra = {}) =>
      ({ product_type, active, ...extra }) as Parameters<typeof productForStep>[0];
    // A niacinamide and a vitamin C serum are not offered the hyaluronic "Hydrating Serum".
    expect(productForStep(step('serum', 'niacinamide'), 'morning', products)).toBeUndefined();
    expect(productForStep(step('serum', 'ascorbic acid'), 'morning', products)).toBeUndefined();
    expect(productForStep(step('serum', 'hyaluronic acid'), 'morning', products)).toBe(find('hydrating-serum'));
    // An azelaic acid step is not offered the retinal; a retinol step is.
    expect(productForStep(step('treatment', 'azelaic acid'), 'evening', products)).toBeUndefined();
    expect(productForStep(step('treatment', 'retinol'), 'evening', products)).toBe(find('retinal-night-treatment'));
    // A BHA step is not offered the PHA exfoliant.
    expect(productForStep(step('exfoliant', 'salicylic acid'), 'weekly', products)).toBeUndefined();
    expect(productForStep(step('exfoliant', 'gluconolactone'), 'weekly', products)).toBe(find('gentle-exfoliant'));
    // The night cream only in the evening.
    expect(productForStep(step('moisturizer', 'ceramides'), 'morning', products)).toBeUndefined();
    expect(productForStep(step('moisturizer', 'ceramides'), 'evening', products)).toBe(find('nourishing-night-cream'));
    // Results stored before steps named their active get no guess.
    expect(
      productForStep({ product_type: 'serum' } as Parameters<typeof productForStep>[0], 'morning', products),
    ).toBeUndefined();
  });
});
