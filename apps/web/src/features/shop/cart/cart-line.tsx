import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY, type CartLine as PricedLine } from '@skinsight/shared/commerce';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { ProductPicture } from '../../../components/product-picture.tsx';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface hover:bg-brand-soft disabled:pointer-events-none disabled:opacity-40';

/** One product in the cart: picture (opens enlarged), name, description, unit price, quantity and remove. */
export function CartLine(props: {
  line: PricedLine;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { line, quantity } = props;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <li className="flex gap-4 py-5" data-testid={`cart-line-${line.id}`}>
      <Dialog
        title={line.name}
        description={line.description}
        closeLabel={t('common.close')}
        trigger={
          <button
            type="button"
            className="shrink-0 self-start rounded-xl"
            aria-label={t('cart.enlarge', { name: line.name })}
          >
            <ProductPicture src={line.image} alt="" size={96} className="size-20 sm:size-24" />
          </button>
        }
      >
        <ProductPicture src={line.image} alt={line.name} size={448} className="aspect-square w-full" />
        <p className="text-lg font-semibold tabular-nums">{money(line.priceCents)}</p>
      </Dialog>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <div className="flex items-start justify-between gap-3">
          {/* A long one-word name (Feuchtigkeitsserum) breaks rather than pushing the price out of the card. */}
          <h2 className="min-w-0 hyphens-auto break-words font-semibold">{line.name}</h2>
          <p className="shrink-0 whitespace-nowrap font-semibold tabular-nums" data-testid="line-total">
            {money(line.priceCents * quantity)}
          </p>
        </div>
        <p className="text-sm text-muted">{line.description}</p>
        <p className="text-sm tabular-nums">{t('cart.each', { price: money(line.priceCents) })}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2" role="group" aria-label={t('cart.quantityOf', { name: line.name })}>
            <button
              type="button"
              className={iconButton}
              onClick={() => props.onQuantity(quantity - 1)}
              aria-label={t('cart.decrease', { name: line.name })}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 12h14" strokeLinecap="round" />
              </svg>
            </button>
            <output className="w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
              {quantity}
            </output>
            <button
              type="button"
              className={iconButton}
              onClick={() => props.onQuantity(quantity + 1)}
              disabled={quantity >= CART_MAX_QUANTITY}
              aria-label={t('cart.increase', { name: line.name })}
              title={quantity >= CART_MAX_QUANTITY ? t('cart.maxReached', { max: CART_MAX_QUANTITY }) : undefined}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 5v14M5 12h14" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <button
            type="button"
            onClick={props.onRemove}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm text-muted hover:bg-danger-soft hover:text-danger"
            aria-label={t('cart.removeLabel', { name: line.name })}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
