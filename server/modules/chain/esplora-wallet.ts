import { z } from 'zod';
import { nodeHttp } from './watchers/node-http';

// What a bitcoin payout batch needs of Esplora beyond the watcher's reads: an address's unspent
// outputs (GET /address/:address/utxo) and broadcasting a signed transaction (POST /tx, its hex).

export interface Utxo {
  txid: string;
  vout: number;
  sats: number;
  confirmed: boolean;
}

const utxoList = z.array(
  z.object({
    txid: z.string().regex(/^[0-9a-f]{64}$/),
    vout: z.number().int().nonnegative(),
    value: z.number().int().nonnegative(),
    status: z.object({ confirmed: z.boolean() }),
  }),
);

export interface EsploraWallet {
  utxosOf(address: string): Promise<Utxo[]>;
  /** the transaction's id as Esplora answers it; a refusal is a NodeCallError with the node's reason */
  broadcast(hex: string): Promise<string>;
}

export function esploraWallet(baseUrl: string): EsploraWallet {
  const node = nodeHttp('Esplora', baseUrl);
  return {
    async utxosOf(address) {
      const list = await node.json('GET /address/{address}/utxo', `/address/${encodeURIComponent(address)}/utxo`, utxoList);
      return list.map((u) => ({ txid: u.txid, vout: u.vout, sats: u.value, confirmed: u.status.confirmed }));
    },
    async broadcast(hex) {
      const answer = await node.text('POST /tx', '/tx', { method: 'POST', text: hex, sayRefusal: true });
      return answer.trim();
    },
  };
}
