/**
 * The catalogue: plans and products with their prices, kept in the products table and seeded from
 * catalogue-content.json at start. Every amount the shop charges is read from here; a request
 * names only ids and quantities.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MOST_POPULAR_PLAN, PLAN_IDS, type Plan, type PlanId, type Product } from '@skinsight/shared/commerce';
import type { Locale } from '@skinsight/shared/locales';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

type PlanContent = { title: string; description: string; features: string[] };
type ProductContent = { name: string; description: string };
type CatalogueFile = {
  plans: {
    id: PlanId;
    priceCents: number;
    billing: 'month' | 'once';
    image: string;
    content: Record<Locale, PlanContent>;
  }[];
  products: {
    id: string;
    productType: string;
    priceCents: number;
    actives: string[];
    spf?: number;
    eveningOnly?: boolean;
    content: Record<Locale, ProductContent>;
  }[];
};

function readCatalogue(): CatalogueFile {
  const file = path.join(import.meta.dirname, 'catalogue-content.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueFile;
}

/** The catalogue file as rows of the products table. */
export function catalogueRows() {
  const catalogue = readCatalogue();
  return [
    ...catalogue.plans.map((plan, i) => ({
      id: plan.id,
      kind: 'plan' as const,
      productType: null,
      priceCents: plan.priceCents,
      billingInterval: plan.billing === 'month' ? ('month' as const) : null,
      image: plan.image,
      content: plan.content,
      attributes: {},
      sortOrder: i,
    })),
    ...catalogue.products.map((product, i) => ({
      id: product.id,
      kind: 'product' as const,
      productType: product.productType,
      priceCents: product.priceCents,
      billingInterval: null,
      image: `/products/${product.productType}.svg`,
      content: product.content,
      attributes: {
        actives: product.actives,
        ...(product.spf ? { spf: product.spf } : {}),
        ...(product.eveningOnly ? { eveningOnly: true } : {}),
      },
      sortOrder: i,
    })),
  ];
}

/** Writes the catalogue into the database (idempotent: prices and texts follow the file). */
export async function seedCatalogue(db: Db): Promise<number> {
  const rows = catalogueRows();
  await db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.id,
      set: {
        kind: sql`excluded.kind`,
        productType: sql`excluded.product_type`,
        priceCents: sql`excluded.price_cents`,
        billingInterval: sql`excluded.billing_interval`,
        image: sql`excluded.image`,
        content: sql`excluded.content`,
        attributes: sql`excluded.attributes`,
        sortOrder: sql`excluded.sort_order`,
        active: true,
      },
    });
  return rows.length;
}

type ProductRow = typeof products.$inferSelect;

function localized<T>(content: Record<string, unknown>, locale: Locale): T {
  return (content[locale] ?? content.en) as T;
}

export function toPlan(row: ProductRow, locale: Locale): Plan {
  const text = localized<PlanContent>(row.content, locale);
  return {
    id: row.id as PlanId,
    title: text.title,
    description: text.description,
    priceCents: row.priceCents,
    currency: 'eur',
    billing: row.billingInterval === 'month' ? 'month' : 'once',
    image: row.image,
    features: text.features,
    mostPopular: row.id === MOST_POPULAR_PLAN,
  };
}

export function toProduct(row: ProductRow, locale: Locale): Product {
  const text = localized<ProductContent>(row.content, locale);
  return {
    id: row.id,
    name: text.name,
    description: text.description,
    productType: row.productType ?? 'default',
    priceCents: row.priceCents,
    currency: 'eur',
    image: row.image,
    actives: row.attributes.actives ?? [],
    spf: row.attributes.spf ?? null,
    eveningOnly: row.attributes.eveningOnly ?? false,
  };
}

export async function listCatalogue(db: Db, locale: Locale): Promise<{ plans: Plan[]; products: Product[] }> {
  const rows = await db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder));
  return {
    plans: rows
      .filter((r) => r.kind === 'plan' && (PLAN_IDS as readonly string[]).includes(r.id))
      .map((r) => toPlan(r, locale)),
    products: rows.filter((r) => r.kind === 'product').map((r) => toProduct(r, locale)),
  };
}

/** Active products (not plans) by id, for pricing a cart. */
export async function productsById(db: Db, ids: string[]): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.kind, 'product'), eq(products.active, true)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function planById(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && row.kind === 'plan' && row.active ? row : null;
}

/** The name of a product or plan in a language (orders keep the name they were bought under). */
export function productName(row: ProductRow, locale: Locale): string {
  return row.kind === 'plan'
    ? localized<PlanContent>(row.content, locale).title
    : localized<ProductContent>(row.content, locale).name;
}
