import { CopyField } from './copy-field';

/** The wallet address in full, with a Copy button that reads 'Copied' for 2 s. */
export function CopyAddress({ address, label }: { address: string; label: string }) {
  return <CopyField label={label} value={address} testId="deposit-address" />;
}
