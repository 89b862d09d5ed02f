import { expect } from '@playwright/test';
import { HDNodeWallet, JsonRpcProvider, parseEther } from 'ethers';

// The payer's side of the local chain that global-setup.ts starts (ganache, funded from its
// test mnemonic): the specs send ether to a deposit's derived address and mine blocks.

const MNEMONIC = 'test test test test test test test test test test test junk';

async function withChain<T>(use: (provider: JsonRpcProvider) => Promise<T>): Promise<T> {
  const provider = new JsonRpcProvider(process.env.E2E_ETH_RPC_URL, 1337, { staticNetwork: true });
  try {
    return await use(provider);
  } finally {
    provider.destroy();
  }
}

/** Ether from one of ganache's funded accounts; answers its hash once it is in a block. */
export const payEtherOnChain = (to: string, ether: string) =>
  withChain(async (provider) => {
    const sender = HDNodeWallet.fromPhrase(MNEMONIC, undefined, "m/44'/60'/0'/0/1").connect(provider);
    const sent = await sender.sendTransaction({ to, value: parseEther(ether) });
    await expect.poll(async () => (await provider.getTransactionReceipt(sent.hash))?.blockNumber ?? null).not.toBeNull();
    return sent.hash;
  });

/** `blocks` empty blocks, so payments gain confirmations. */
export const mineBlocks = (blocks: number) => withChain((provider) => provider.send('evm_mine', [{ blocks }]));
