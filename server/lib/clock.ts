/** Where "now" comes from for money that depends on time; tests move it by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests and benchmarks. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now() {
    return new Date(this.current);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  advanceDays(days: number) {
    this.advance(days * 86_400_000);
  }
}
