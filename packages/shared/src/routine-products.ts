/**
 * Which product of the shop, if any, goes with a routine step: the same product type, the active
 * the step is for, protection at least as high as the step asks, and no night product in the
 * morning. No match, no product: a step is never offered one that contradicts it (decision 023).
 */
import type { Product } from './commerce.ts';
import type { RoutineStep } from './recommendation.ts';

/**
 * Actives a product may contain for a step that asks for the key: a retinal serves a retinol step
 * (both retinoids), any broad-spectrum filter a plain sunscreen step; everything else only itself.
 * The gentle vitamin C (ascorbyl glucoside) is not served by pure ascorbic acid, nor a mineral
 * sunscreen step by chemical filters.
 */
const SERVED_BY: Record<string, readonly string[]> = {
  retinol: ['retinol', 'retinal'],
  'broad-spectrum uv filters': ['broad-spectrum uv filters', 'zinc oxide', 'titanium dioxide'],
};

export type RoutinePart = 'morning' | 'evening' | 'weekly';

export function productForStep(
  step: Pick<RoutineStep, 'product_type' | 'active' | 'min_spf'>,
  part: RoutinePart,
  products: readonly Product[],
): Product | undefined {
  // Results made before steps named their active (engine 1.0) get no suggestion rather than a guess.
  if (step.active === undefined) return undefined;
  const accepted = step.active === null ? null : (SERVED_BY[step.active] ?? [step.active]);
  return products.find(
    (product) =>
      product.productType === step.product_type &&
      (accepted === null || product.actives.some((active) => accepted.includes(active))) &&
      (step.min_spf === undefined || (product.spf ?? 0) >= step.min_spf) &&
      !(part === 'morning' && product.eveningOnly),
  );
}
