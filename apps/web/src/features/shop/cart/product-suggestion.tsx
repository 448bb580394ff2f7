import { useTranslation } from 'react-i18next';
import type { Product } from '@skinsight/shared/commerce';
import { formatMoney } from '../../../lib/money.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';

/** A routine step's matching product from our shop (if it sells one): its name, price and 'Add to cart'. */
export function ProductSuggestion({ product }: { product: Product | undefined }) {
  const { i18n } = useTranslation();
  if (!product) return null;
  return (
    <div className="mt-2 grid gap-2 rounded-xl bg-canvas p-3" data-testid={`suggestion-${product.id}`}>
      <p className="text-sm">
        <span className="font-medium">{product.name}</span>{' '}
        <span className="tabular-nums text-muted">· {formatMoney(product.priceCents, i18n.language)}</span>
      </p>
      <AddToCartButton product={product} />
    </div>
  );
}
