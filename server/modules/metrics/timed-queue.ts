import type { DbHandle } from '@/server/db/client';
import { JobQueue, type JobHandler } from '@/server/jobs/queue';
import type { Metrics } from './registry';

/** The job queue, with each job's run timed in job_duration_seconds{job="queue:<name>"}. */
export class TimedJobQueue extends JobQueue {
  constructor(
    private readonly metrics: Pick<Metrics, 'timeJob'>,
    ...args: [DbHandle, ...(ConstructorParameters<typeof JobQueue> extends [DbHandle, ...infer Rest] ? Rest : never)]
  ) {
    super(...args);
  }

  override define<T>(name: string, handler: JobHandler<T>): void {
    super.define<T>(name, (data, job) => this.metrics.timeJob(`queue:${name}`, () => handler(data, job)));
  }
}
