import type { AbTestVariant } from '@zilt/contracts/blocks';

/** The variants switched on for this visitor: `window[abTestId] === 1`; the others do not show. */
export function activeVariants(variants: AbTestVariant[], scope: Record<string, unknown>): AbTestVariant[] {
  return variants.filter((variant) => scope[variant.abTestId] === 1);
}
