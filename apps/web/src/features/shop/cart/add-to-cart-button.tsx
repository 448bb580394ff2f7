import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@skinsight/shared/commerce';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../../app/localized.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { trackEvent } from '../../../lib/track.ts';
import { purchaseFailed } from '../checkout/purchase-failed.ts';
import { addToCart, useCart } from './cart-store.ts';

/** 'Add to cart' for one catalogue product, and once it is in the cart, a link there. */
export function AddToCartButton({ product }: { product: Product }) {
  const { t } = useTranslation();
  const cart = useCart();
  const [adding, setAdding] = useState(false);
  const inCart = cart.items.find((item) => item.productId === product.id)?.quantity ?? 0;

  async function add() {
    trackEvent('purchase_products_click', { productId: product.id });
    setAdding(true);
    try {
      await addToCart(product.id);
      toast({ title: t('cart.added.title'), description: t('cart.added.message', { name: product.name }) });
    } catch (error) {
      console.warn('cart: adding failed', error);
      purchaseFailed(t, error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void add()}
        disabled={adding}
        aria-label={t('cart.addNamed', { name: product.name })}
      >
        {t('cart.add')}
      </Button>
      {inCart > 0 && (
        <LocalizedLink to={PAGES.cart} className="text-sm font-medium text-brand underline">
          {t('cart.inCart', { count: inCart })}
        </LocalizedLink>
      )}
    </div>
  );
}
