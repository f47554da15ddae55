import { lazy, Suspense, type ComponentProps } from 'react';

/** Only players see it, so visitors' first page does not carry it. */
const BalanceField = lazy(async () => ({
  default: (await import('./balance-field')).BalanceField,
}));

/** The header's balance of a logged-in player, loaded when first shown. */
export const PlayerBalance = (props: ComponentProps<typeof BalanceField>) => (
  <Suspense fallback={<span className="balance" aria-busy="true" />}>
    <BalanceField {...props} />
  </Suspense>
);
