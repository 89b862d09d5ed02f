import { METHODS } from 'node:http';
import { ALL_STATUSES, TRANSACTION_TYPES } from '@/common/transactions';

/**
 * Every label of every metric, each with the closed set of values it may take. A label value
 * is never free text (a plan's name, a user's input, a raw URL): each one makes a series of its
 * own for as long as the process lives, and free text would also publish what staff typed.
 * 'route pattern' is the one set not listed here: the app's own registered route patterns
 * (plus 'not found' and 'web app', see plugins/metrics.ts), closed by the code that registers them.
 */
export const MONEY_EVENTS = ['created', 'status_change'] as const;
export type MoneyEvent = (typeof MONEY_EVENTS)[number];

/** The periodic jobs and queues timed in job_duration_seconds. */
export const JOB_NAMES = ['accrual', 'pglite-vacuum', 'queue:mail'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const ROUTE_PATTERN = 'route pattern';

export const METRIC_LABELS = {
  http_request_duration_seconds: {
    route: ROUTE_PATTERN,
    // node's HTTP parser refuses any other method before a route sees it
    method: METHODS,
    status: ['1xx', '2xx', '3xx', '4xx', '5xx'],
  },
  job_duration_seconds: { job: JOB_NAMES, outcome: ['ok', 'failed'] },
  money_events_total: { type: TRANSACTION_TYPES, event: MONEY_EVENTS, status: ALL_STATUSES },
  db_pool_connections: { state: ['total', 'idle', 'waiting'] },
} as const satisfies Record<string, Record<string, readonly string[] | typeof ROUTE_PATTERN>>;

export const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);

/** Whether `value` is one of `set`'s values (narrowing an answer's field to a label value). */
export const isOneOf = <T extends string>(set: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (set as readonly string[]).includes(value);
