import { z } from 'zod';
import { nodeHttp, type NodeCallError } from './node-http';

// An Ethereum node's JSON-RPC 2.0, as the deposit watcher, the reserves' balances and the payout
// check call it: one envelope (a result, or an error in its place), each result checked against
// its schema, every failure a NodeCallError naming the method.

const rpcAnswer = z.object({ result: z.unknown(), error: z.object({ message: z.string() }).optional() });

export interface JsonRpc {
  call<S extends z.ZodType>(method: string, params: unknown[], result: S): Promise<z.output<S>>;
  /** the error for an answer that came back but makes no sense (a missing block) */
  failure(call: string, reason: string): NodeCallError;
}

export function jsonRpc(url: string): JsonRpc {
  const node = nodeHttp('Ethereum JSON-RPC', url);
  let requestId = 0;
  return {
    async call(method, params, result) {
      const body = { jsonrpc: '2.0', id: ++requestId, method, params };
      const answer = await node.json(method, '', rpcAnswer, { method: 'POST', body });
      if (answer.error) throw node.failure(method, answer.error.message);
      const parsed = result.safeParse(answer.result);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw node.failure(method, `unexpected answer (${['result', ...issue.path].join('.')}: ${issue.message})`);
      }
      return parsed.data;
    },
    failure: node.failure,
  };
}

/** A hex quantity ('0x1a'), as JSON-RPC writes numbers. */
export const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'a hex quantity');
