import { lazy, Suspense } from 'react';
import { coinBySymbol, coinFromLabel } from '@/common/coins';
import type { Transaction } from '@/src/types/transaction';
import { awaitsChainPayment } from '../utils/chain-progress';

// The deposit screen's own payment dialog (address, exact amount, QR, time left, live status),
// loaded when first opened: the QR drawing stays out of Activity's first download.
const PaymentDialog = lazy(() => import('@/src/features/deposit/components/payment-dialog').then((m) => ({ default: m.PaymentDialog })));

/** A pending on-chain deposit whose quote is known: its payment can be shown again after the deposit dialog was closed. */
export function canShowPayment(t: Transaction): boolean {
  return awaitsChainPayment(t) && !!t.payment_address && !!t.coin_amount && coinFromLabel(t.payment_method) !== undefined;
}

/** The payment of a pending deposit, shown again from Activity exactly as after 'Confirm the Deposit'. */
export function PaymentAgain({ t, onClose }: { t: Transaction; onClose: () => void }) {
  const symbol = coinFromLabel(t.payment_method);
  if (!symbol || !t.payment_address || !t.coin_amount) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialog
        coin={coinBySymbol(symbol)}
        created={{ ...t, payment_address: t.payment_address, coin_amount: t.coin_amount }}
        onClose={onClose}
      />
    </Suspense>
  );
}
