import type { DbHandle } from '@/server/db/client';
import { JobQueue, type JobHandler } from '@/server/jobs/queue';
import { isJobName } from './labels';
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
    // a label value from a closed set (labels.ts): a queue not named there is a mistake found at start
    const job = `queue:${name}`;
    if (!isJobName(job)) throw new Error(`queue ${name} is not in the metrics' JOB_NAMES (server/modules/metrics/labels.ts)`);
    super.define<T>(name, (data, handle) => this.metrics.timeJob(job, () => handler(data, handle)));
  }
}
