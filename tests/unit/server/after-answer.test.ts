import { describe, expect, it } from 'vitest';
import { AfterAnswer } from '@/server/lib/after-answer';

/** A promise the test settles itself. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('work done after the answer', () => {
  it('is waited for: settled() resolves only once it has finished', async () => {
    const after = new AfterAnswer();
    const g = gate();
    const done: string[] = [];
    after.run(
      async () => {
        await g.opened;
        done.push('link recorded');
      },
      () => undefined,
    );
    let settled = false;
    const waiting = after.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    g.open();
    await waiting;
    expect(done).toEqual(['link recorded']);
  });

  it('also waits for work started while it waits', async () => {
    const after = new AfterAnswer();
    const first = gate();
    const done: string[] = [];
    after.run(
      async () => {
        await first.opened;
        after.run(
          async () => {
            await Promise.resolve();
            done.push('second');
          },
          () => undefined,
        );
        done.push('first');
      },
      () => undefined,
    );
    const waiting = after.settled();
    first.open();
    await waiting;
    expect(done).toEqual(['first', 'second']);
  });

  it('hands a failure to its handler, never to the caller or to settled()', async () => {
    const after = new AfterAnswer();
    const failures: unknown[] = [];
    expect(() =>
      after.run(
        () => Promise.reject(new Error('database gone')),
        (err) => failures.push(err),
      ),
    ).not.toThrow();
    await after.settled();
    expect(failures).toEqual([new Error('database gone')]);
  });

  it('with nothing running, is settled at once', async () => {
    await expect(new AfterAnswer().settled()).resolves.toBeUndefined();
  });
});
