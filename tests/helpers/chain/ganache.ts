import ganache from 'ganache';
import { HDNodeWallet, JsonRpcProvider, parseEther } from 'ethers';
import { startLocalHttp, type Outage } from './local-http';

/** Hardhat's and Foundry's well-known test phrase: its first accounts are funded by ganache here. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const CHAIN_ID = 1337;

export interface Ganache {
  /** the JSON-RPC endpoint the watcher uses: ganache, through a front that can go down */
  url: string;
  /** for the test itself, straight to ganache (unaffected by goDown) */
  provider: JsonRpcProvider;
  /** ether from the first test account; answers once the transaction is in a block (unless mining is stopped) */
  sendEther(to: string, ether: string): Promise<string>;
  /** the same signed transaction broadcast again (after a revert removed it: a reorg that includes it elsewhere) */
  resend(txHash: string): Promise<void>;
  /** answers once the transaction is in a block */
  waitMined(txHash: string): Promise<void>;
  /** `blocks` empty blocks */
  mine(blocks?: number): Promise<void>;
  /** the chain's clock jumps ahead (a test's ManualClock advanced by as much): the next blocks are that much later */
  advanceTime(ms: number): Promise<void>;
  /** transactions wait in the pool until mining starts again */
  stopMining(): Promise<void>;
  startMining(): Promise<void>;
  snapshot(): Promise<string>;
  /** back to the snapshot: the blocks after it are gone; mining again makes a different chain (a reorg) */
  revert(id: string): Promise<void>;
  goDown(how?: Outage): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An in-process Ethereum node on 127.0.0.1: each transaction mined at once into its own block.
 * `time`: the chain's clock starts there (a test's ManualClock, so block times and the app's
 * quotes are on one clock) and runs on with the wall clock.
 */
export async function startGanache({ time }: { time?: Date } = {}): Promise<Ganache> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { mnemonic: TEST_MNEMONIC, totalAccounts: 3 },
    miner: { instamine: 'strict' },
    chain: { chainId: CHAIN_ID, ...(time && { time }) },
  });
  await server.listen(0, '127.0.0.1');
  const direct = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  // ganache cannot listen again once closed: a pass-through in front plays the node going down
  const front = await startLocalHttp(async ({ body }) => {
    const answer = await fetch(direct, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: answer.status, json: await answer.json() };
  });

  // caches nothing: the tests read the chain right after changing it
  const provider = new JsonRpcProvider(direct, CHAIN_ID, { staticNetwork: true, cacheTimeout: -1 });
  const sender = HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, "m/44'/60'/0'/0/0").connect(provider);
  const signed = new Map<string, string>();
  let mining = true;

  /**
   * Until `hash` has a receipt, asking again after each answer. Not ethers' waitForTransaction:
   * it listens for blocks after the one it starts at, and ganache may mine before it starts.
   */
  async function waitMined(hash: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await receiptOrNull(hash))) {
      if (Date.now() > deadline) throw new Error(`${hash} was not mined within 10 s`);
    }
  }

  /**
   * ganache 7 answers a receipt asked for while it is still writing the block with an internal
   * error ("reading 'toJSON'") instead of null; that is "not yet", and the next ask finds it.
   */
  async function receiptOrNull(hash: string) {
    try {
      return await provider.getTransactionReceipt(hash);
    } catch (error) {
      if (String((error as Error).message).includes("reading 'toJSON'")) return null;
      throw error;
    }
  }

  async function broadcast(raw: string): Promise<string> {
    const { hash } = await provider.broadcastTransaction(raw);
    if (mining) await waitMined(hash);
    return hash;
  }

  return {
    url: front.url,
    provider,
    async sendEther(to, ether) {
      const tx = await sender.populateTransaction({ to, value: parseEther(ether) });
      const raw = await sender.signTransaction(tx);
      const hash = await broadcast(raw);
      signed.set(hash, raw);
      return hash;
    },
    waitMined,
    async resend(txHash) {
      const raw = signed.get(txHash);
      if (!raw) throw new Error(`${txHash} was not sent by this helper`);
      await broadcast(raw);
    },
    async mine(blocks = 1) {
      await provider.send('evm_mine', [{ blocks }]);
    },
    async advanceTime(ms) {
      await provider.send('evm_increaseTime', [Math.round(ms / 1000)]);
    },
    async stopMining() {
      await provider.send('miner_stop', []);
      mining = false;
    },
    async startMining() {
      await provider.send('miner_start', []);
      mining = true;
    },
    snapshot: () => provider.send('evm_snapshot', []) as Promise<string>,
    async revert(id) {
      if (!(await provider.send('evm_revert', [id]))) throw new Error(`no snapshot ${id}`);
    },
    goDown: (how) => front.goDown(how),
    comeBack: () => front.comeBack(),
    async close() {
      provider.destroy();
      await front.close();
      await server.close();
    },
  };
}
