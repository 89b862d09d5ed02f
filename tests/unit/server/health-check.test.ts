import { describe, expect, it } from 'vitest';
import { ManualClock } from '@/server/lib/clock';
import { DatabaseCheck } from '@/server/modules/health/check';

/** A query that answers only when told to, counting how often it was sent. */
function heldQuery() {
  let sent = 0;
  const answers: (() => void)[] = [];
  return {
    query: () => {
      sent++;
      return new Promise<void>((resolve) => answers.push(resolve));
    },
    sent: () => sent,
    answerAll: () => answers.splice(0).forEach((answer) => answer()),
  };
}

describe('DatabaseCheck', () => {
  it('probes that come while a check is in flight share it: one statement, not one each', async () => {
    const db = heldQuery();
    const check = new DatabaseCheck({ query: db.query, queues: false, clock: new ManualClock() });
    const probes = [check.check(), check.check(), check.check()];
    expect(db.sent()).toBe(1);
    db.answerAll();
    await Promise.all(probes);
    const again = check.check(); // a new round once that one has answered
    expect(db.sent()).toBe(2);
    db.answerAll();
    await again;
  });

  it('a failed check is reported to every probe that shared it', async () => {
    const check = new DatabaseCheck({ query: () => Promise.reject(new Error('no users table')), queues: true, clock: new ManualClock() });
    await expect(Promise.all([check.check(), check.check()])).rejects.toThrow('no users table');
  });

  it('queueing: up while the last check succeeded and this one has waited less than the window; then down', async () => {
    const clock = new ManualClock();
    const db = heldQuery();
    const check = new DatabaseCheck({ query: db.query, queues: true, clock, queuedWindowMs: 5_000 });
    // never succeeded yet: nothing to go by, so the probe waits for its answer
    const first = check.check();
    db.answerAll();
    await first;
    // the next check stays queued; a probe that joins it answers at once
    const queued = check.check();
    clock.advance(4_999);
    await expect(check.check()).resolves.toBeUndefined();
    clock.advance(1);
    await expect(check.check()).rejects.toThrow('has not answered a check for 5000 ms');
    expect(db.sent()).toBe(2);
    db.answerAll();
    await queued;
  });
});
