/**
 * What the rest of the app may use of the shop: other features import these and nothing else
 * from features/shop (the app layer's route table and header name the shop's pages and cart link
 * directly). Kept small on purpose: a second feature that needs more of the shop is a sign the
 * piece belongs in components/ or lib/.
 */
export { PlanSection } from './billing/plan-section.tsx';
export { ProductSuggestion } from './cart/product-suggestion.tsx';
export { useSubscription } from './plans/use-subscription.ts';
