import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { srOnly } from '../ui/srOnly';
import { webAddress } from '@/common/web-address';
import { shortTxid } from './format';
import { CHAIN_PAYMENT_TEXT as T } from './texts';

/**
 * A payment's transaction id, linked to the block explorer in a new tab (without handing it
 * this window: noopener noreferrer). Shortened in tables; the full id is its tooltip.
 */
export const TxidLink = ({ txid, url, short = false }: { txid: string; url: string | null | undefined; short?: boolean }) => {
  const href = webAddress(url);
  const text = short ? shortTxid(txid) : txid;
  // the short form stays on one line; the full one may break anywhere (64 characters, no spaces)
  const sx = short
    ? ({ fontFamily: 'monospace', whiteSpace: 'nowrap' } as const)
    : ({ fontFamily: 'monospace', wordBreak: 'break-all' } as const);
  if (!href) {
    return (
      <Box component="span" sx={sx} title={txid}>
        {text}
      </Box>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={short ? txid : undefined}
      // inside a clickable row: open the explorer, not the row
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={sx}
    >
      {text}{' '}
      <Box component="span" sx={srOnly}>
        {T.opensExplorer}
      </Box>
    </Link>
  );
};
