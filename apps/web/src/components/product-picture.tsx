import { useState } from 'react';
import { cn } from '../lib/cn.ts';

// Product pictures, shown by the results page's routine steps and by the shop's cart.

/** The spec's image types and the words that mean them (spec section 9), in our four languages. */
const IMAGE_TYPES = [
  'cleanser',
  'toner',
  'serum',
  'moisturizer',
  'sunscreen',
  'exfoliant',
  'clay_mask',
  'mask',
  'eye_cream',
  'treatment',
];
const ALIASES: Record<string, string> = {
  spf: 'sunscreen',
  sun_cream: 'sunscreen',
  sonnenschutz: 'sunscreen',
  sonnencreme: 'sunscreen',
  ecran_solaire: 'sunscreen',
  protector_solar: 'sunscreen',
  essence: 'toner',
  gesichtswasser: 'toner',
  lotion_tonique: 'toner',
  tonico: 'toner',
  retinol: 'treatment',
  retinal: 'treatment',
  weekly_treatment: 'treatment',
  reinigung: 'cleanser',
  nettoyant: 'cleanser',
  limpiador: 'cleanser',
  feuchtigkeitscreme: 'moisturizer',
  creme_hydratante: 'moisturizer',
  hidratante: 'moisturizer',
  moisturiser: 'moisturizer',
  augencreme: 'eye_cream',
  peeling: 'exfoliant',
  gommage: 'exfoliant',
  exfoliante: 'exfoliant',
  maske: 'mask',
  masque: 'mask',
  mascarilla: 'mask',
};

export function imageTypeFor(productType: string): string {
  const key = productType
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (IMAGE_TYPES.includes(key)) return key;
  return ALIASES[key] ?? 'default';
}

/** The product type's picture, falling back to the default picture, then to a drawn placeholder. */
export function ProductImage({ productType, className }: { productType: string; className?: string }) {
  const [attempt, setAttempt] = useState(0);
  const type = imageTypeFor(productType);
  if (attempt >= 2 || (attempt === 1 && type === 'default')) {
    return <span aria-hidden="true" className={cn('inline-block rounded-xl bg-brand-soft', className)} />;
  }
  return (
    <img
      src={`/products/${attempt === 0 ? type : 'default'}.svg`}
      alt=""
      className={cn('rounded-xl', className)}
      onError={() => setAttempt((a) => a + 1)}
    />
  );
}

const FALLBACK = '/products/default.svg';

/** A product's picture as the catalogue names it, with the default picture if that one fails. */
export function ProductPicture({
  src,
  alt,
  size,
  className,
}: {
  src: string;
  alt: string;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? FALLBACK : src}
      alt={alt}
      width={size}
      height={size}
      className={cn('rounded-xl bg-brand-soft object-contain', className)}
      onError={() => setFailed(true)}
    />
  );
}
