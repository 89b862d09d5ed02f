/**
 * Work a route does after it has answered, so that how long the work takes cannot show in the
 * answer (a password-reset request is answered before anyone is looked up). Shutdown waits for
 * it, so an answered request is never left half done; a test waits for it before it looks at
 * what the request caused.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  /** Runs `work` in the background; its failure goes to `onError`, never to the caller. */
  run(work: () => Promise<void>, onError: (err: unknown) => void): void {
    const running: Promise<void> = work()
      .catch(onError)
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once nothing started so far (nor anything it started meanwhile) is still running. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
