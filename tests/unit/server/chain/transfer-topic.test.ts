import { id } from 'ethers';
import { expect, it } from 'vitest';
import { TRANSFER_TOPIC } from '@/server/modules/chain/watchers/trongrid';

it("the TRC-20 Transfer topic written out is keccak256 of the event's signature", () => {
  expect(TRANSFER_TOPIC).toBe(id('Transfer(address,address,uint256)').slice(2));
});
