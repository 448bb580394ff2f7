import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '@skinsight/shared/commerce';

/**
 * The plans page draws each plan's card with its picture before the catalogue has arrived (and in
 * its pre-rendered HTML, issue 22), in PLAN_IDS order with the picture at /plans/<id>.svg
 * (apps/web/src/features/shop/plans/plan-card.tsx): the catalogue must agree, or the pictures would
 * change places when it arrives.
 */
describe('the catalogue file and the plans page', () => {
  it('lists the plans in PLAN_IDS order, each with its picture at /plans/<id>.svg', () => {
    const file = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'catalogue-content.json'), 'utf8')) as {
      plans: { id: string; image: string }[];
    };
    expect(file.plans.map((p) => p.id)).toEqual([...PLAN_IDS]);
    for (const plan of file.plans) expect(plan.image).toBe(`/plans/${plan.id}.svg`);
  });
});
