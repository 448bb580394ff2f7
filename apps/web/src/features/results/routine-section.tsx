import { useTranslation } from 'react-i18next';
import type { Product } from '@skinsight/shared/commerce';
import type { Routine } from '@skinsight/shared/recommendation';
import { productForStep } from '@skinsight/shared/routine-products';
import { ProductSuggestion } from '../shop/index.ts';
import { ProductImage } from '../../components/product-picture.tsx';

/**
 * The routines; each step offers the shop's product for it (its type and the active it is for),
 * once the catalogue has loaded, or none when the shop has no such product.
 */
export function RoutineSection({ routine, products = [] }: { routine: Routine; products?: readonly Product[] }) {
  const { t } = useTranslation();
  const parts = [
    ['morning', routine.morning],
    ['evening', routine.evening],
    ...(routine.weekly.length > 0 ? ([['weekly', routine.weekly]] as const) : []),
  ] as const;
  return (
    <section aria-labelledby="routine-heading">
      <h2 id="routine-heading" className="font-display text-2xl font-semibold">
        {t('results.routine.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('results.routine.note')}</p>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-3">
        {parts.map(([name, steps]) => (
          <article
            key={name}
            className="rounded-card border border-line bg-surface p-5"
            data-testid={`routine-${name}`}
          >
            <h3 className="text-lg font-semibold">{t(`results.routine.${name}`)}</h3>
            <ol className="mt-3 grid gap-4">
              {steps.map((step, i) => (
                <li key={`${step.product_type}-${i}`} className="flex gap-3">
                  <ProductImage productType={step.product_type} className="size-12 shrink-0" />
                  <div>
                    <p className="font-medium">
                      {step.step}. {t(`results.productTypes.${step.product_type}`)}
                      {'frequency' in step && step.frequency ? (
                        <span className="text-sm font-normal text-muted"> · {step.frequency}</span>
                      ) : null}
                    </p>
                    <p className="text-sm leading-relaxed">{step.instruction}</p>
                    {step.ingredients.length > 0 && (
                      <p className="mt-1 text-xs text-muted">
                        {t('results.routine.ingredients')} {step.ingredients.join(', ')}
                      </p>
                    )}
                    <ProductSuggestion product={productForStep(step, name, products)} />
                  </div>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
