import { isIP } from 'node:net';
import ms from 'ms';
import { z } from 'zod';

import { CHAIN_COINS, DEFAULT_UNDERPAY_TOLERANCE_PERCENT, TRON_USDT_CONTRACT } from '@/common/chain/coins';
import type { CoinSymbol } from '@/common/coins';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** A duration like 10s, 15m or 1h (ms's syntax), in milliseconds, at least `minMs`. */
const duration = (fallback: string, minMs: number, hint: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      const value = ms(v as ms.StringValue);
      if (!Number.isFinite(value) || value < minMs) {
        ctx.addIssue({ code: 'custom', message: hint });
        return z.NEVER;
      }
      return value;
    });

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];
const ASK_FOR_ADDRESSES = 'Set the addresses of the proxies in front instead, comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8,loopback)';

/**
 * What is wrong with a TRUST_PROXY value, if anything. Only the proxies' own addresses
 * are accepted: with `true` any client picks its own address by sending X-Forwarded-For
 * (and so a fresh sign-in and request budget each time), and fastify 5 ignores a hop count
 * (it cannot tell a proxy from a client that connects directly), which would leave
 * every client behind the proxy sharing the proxy's address and budget.
 */
function trustProxyProblem(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false') return undefined;
  if (v === 'true') return `true would trust an X-Forwarded-For written by any client. ${ASK_FOR_ADDRESSES}`;
  if (/^\d+$/.test(v))
    return `a hop count is not supported (fastify ignores it: it cannot tell a proxy from a direct client). ${ASK_FOR_ADDRESSES}`;
  const bad = v
    .split(',')
    .map((s) => s.trim())
    .filter((entry) => {
      if (PROXY_PRESETS.includes(entry)) return false;
      const [address, bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (!family || rest.length) return true;
      return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    });
  return bad.length ? `not an address or range: ${bad.join(', ')}. ${ASK_FOR_ADDRESSES}` : undefined;
}

/**
 * What a rule for staff can be set to: STAFF_2FA (two-factor sign-in on to use the back office)
 * and STAFF_PASSKEY (a passkey, not a code, for approvals, payouts, rejections and adjustments).
 */
const STAFF_RULE_MODES = ['required', 'optional'] as const;
export type StaffTwoFactor = (typeof STAFF_RULE_MODES)[number];
export type StaffPasskey = (typeof STAFF_RULE_MODES)[number];

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_TTL: z.string().default('24h'),
    ADMIN_EMAIL: z.string().email().default(DEFAULT_ADMIN_EMAIL),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    REDIS_URL: z.string().optional(),
    ACCRUAL_INTERVAL: duration('1h', 1000, 'must be a duration of at least 1s, like 15m or 1h'),
    // proof of reserves: how often a snapshot of what investors are owed is published
    RESERVES_INTERVAL: duration('24h', 60_000, 'must be a duration of at least 1m, like 24h or 6h'),
    ACCRUAL_BATCH_SIZE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(5000),
    // lists count their rows up to this many; past it Content-Range gives a lower bound
    LIST_COUNT_CAP: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(10_000),
    // PGlite only (it never vacuums itself): how often tables past their thresholds get VACUUM ANALYZE
    PGLITE_VACUUM_INTERVAL: duration('1m', 1000, 'must be a duration of at least 1s, like 1m or 1h'),
    // PGlite only: Postgres zeroes the whole buffer pool at start and keeps it resident
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'must be a size like 16MB')
      .default('16MB'),
    JOB_POLL_INTERVAL: duration('2s', 500, 'must be a duration of at least 500ms, like 2s'),
    JOB_RETRY_DELAY: duration('30s', 1000, 'must be a duration of at least 1s, like 30s'),
    // PostgreSQL only: how long to wait for a connection, a statement, an idle open transaction
    DB_CONNECT_TIMEOUT: duration('10s', 100, 'must be a duration of at least 100ms, like 10s'),
    DB_STATEMENT_TIMEOUT: duration('30s', 100, 'must be a duration of at least 100ms, like 30s'),
    DB_IDLE_IN_TRANSACTION_TIMEOUT: duration('60s', 100, 'must be a duration of at least 100ms, like 60s'),
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((v, ctx) => {
        const problem = v === undefined ? undefined : trustProxyProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    CORS_ORIGINS: z.string().optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(1000),
    LOG_LEVEL: z.string().default('info'),
    STATIC_DIR: z.string().default('./dist'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Investor Support <no-reply@example.com>'),
    PUBLIC_URL: z.string().optional(),
    NEW_ADDRESS_HOLD: duration('24h', 0, 'must be a duration, like 24h or 30m (0s: no hold)'),
    // withdrawals wait this long after a password change or reset, an e-mail change or 2FA turned off
    SECURITY_CHANGE_HOLD: duration('24h', 0, 'must be a duration, like 24h or 12h (0s: no hold)'),
    STAFF_2FA: z
      .enum(STAFF_RULE_MODES, {
        error: `must be ${STAFF_RULE_MODES.join(' or ')} (required: admins and support must turn two-factor sign-in on before using the back office)`,
      })
      .default('required'),
    STAFF_PASSKEY: z
      .enum(STAFF_RULE_MODES, {
        error: `must be ${STAFF_RULE_MODES.join(' or ')} (required: staff confirm each approval, payout, rejection and adjustment with a passkey)`,
      })
      .default('optional'),
    // a sign-in from a browser not seen before waits until the owner opens the link we e-mail
    NEW_DEVICE_APPROVAL: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    // the payout desk, whole dollars
    DUAL_APPROVAL_USD: z.coerce.number().int('must be a whole number of dollars').min(0).default(1000),
    DAILY_WITHDRAWAL_LIMIT_USD: z.coerce.number().int('must be a whole number of dollars').min(0).default(10000),
    // deposits watched on their chain: an extended public key per coin turns it on
    BTC_XPUB: z.string().trim().optional(),
    // the master key's fingerprint of the wallet BTC_XPUB comes from (8 hex digits, as Sparrow or a
    // descriptor's [fingerprint/84'/0'/0'] shows it): payout batches' PSBTs name it so the wallet signs them
    BTC_MASTER_FINGERPRINT: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{8}$/, 'must be 8 hexadecimal digits, like 73c5da0a')
      .optional(),
    ETH_XPUB: z.string().trim().optional(),
    TRON_XPUB: z.string().trim().optional(),
    PRICE_URL: z.url().default('https://api.coingecko.com/api/v3'),
    // 'none' turns the coin's node off: no on-chain deposits, payouts marked paid by hand (flagged unverified), no proven reserves
    ESPLORA_URL: z.union([z.literal('none'), z.url({ error: 'must be a URL, or none' })]).default('https://blockstream.info/api'),
    ETH_RPC_URL: z.url().optional(),
    TRON_API_URL: z.union([z.literal('none'), z.url({ error: 'must be a URL, or none' })]).default('https://api.trongrid.io'),
    TRON_USDT_CONTRACT: z.string().default(TRON_USDT_CONTRACT),
    CHAIN_POLL_INTERVAL: duration('30s', 200, 'must be a duration of at least 200ms, like 30s'),
    BTC_CONFIRMATIONS: z.coerce.number().int().min(1).default(CHAIN_COINS.btc.defaultConfirmations),
    ETH_CONFIRMATIONS: z.coerce.number().int().min(1).default(CHAIN_COINS.eth.defaultConfirmations),
    TRON_CONFIRMATIONS: z.coerce.number().int().min(1).default(CHAIN_COINS.usdt.defaultConfirmations),
    // a share of the quote, 0 to 50, at most two decimals (it is kept in basis points)
    UNDERPAY_TOLERANCE_PERCENT: z.coerce
      .number({ error: 'must be a percentage, like 1 or 0.5' })
      .min(0, 'must be a percentage from 0 to 50')
      .max(50, 'must be a percentage from 0 to 50')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must have at most two decimals, like 0.25')
      .default(DEFAULT_UNDERPAY_TOLERANCE_PERCENT),
    BTC_EXPLORER_URL: z.string().default(CHAIN_COINS.btc.defaultExplorerTxUrl),
    ETH_EXPLORER_URL: z.string().default(CHAIN_COINS.eth.defaultExplorerTxUrl),
    TRON_EXPLORER_URL: z.string().default(CHAIN_COINS.usdt.defaultExplorerTxUrl),
    // /metrics: on the app's port to this bearer token only, and/or on a port of its own
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .superRefine((e, ctx) => {
    // ether has no public default node: watching it needs the operator's own
    if (e.ETH_XPUB && !e.ETH_RPC_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['ETH_RPC_URL'],
        message: 'is needed when ETH_XPUB is set (the JSON-RPC endpoint of an Ethereum node)',
      });
    if (e.BTC_XPUB && e.ESPLORA_URL === 'none')
      ctx.addIssue({ code: 'custom', path: ['ESPLORA_URL'], message: 'is needed when BTC_XPUB is set (an Esplora API)' });
    if (e.TRON_XPUB && e.TRON_API_URL === 'none')
      ctx.addIssue({ code: 'custom', path: ['TRON_API_URL'], message: 'is needed when TRON_XPUB is set (a TronGrid-compatible API)' });
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** resolved by server/secrets.ts when not given */
  jwtSecret?: string;
  jwtTtl: string;
  adminEmail: string;
  adminPassword?: string;
  redisUrl?: string;
  /** how often the accrual job runs, in milliseconds */
  accrualIntervalMs: number;
  /** how often a proof-of-reserves snapshot is taken (RESERVES_INTERVAL) */
  reservesIntervalMs: number;
  /** investments per transaction of the accrual job (ACCRUAL_BATCH_SIZE) */
  accrualBatchSize: number;
  /** lists count their rows up to this many (LIST_COUNT_CAP) */
  listCountCap: number;
  /** PGlite only: how often the vacuum job looks at the tables, in milliseconds */
  pgliteVacuumIntervalMs: number;
  /** PGlite only: Postgres' shared_buffers (PGLITE_SHARED_BUFFERS) */
  pgliteSharedBuffers: string;
  /** how often an idle job worker (e-mail) looks for work, in milliseconds */
  jobPollIntervalMs: number;
  /** the first retry of a failed job (e-mail) after this long, doubling after each failure, in milliseconds */
  jobRetryDelayMs: number;
  /** false, or the proxies' addresses/ranges, comma-separated (fastify's trustProxy) */
  trustProxy: false | string;
  corsOrigins: string[];
  /** requests per minute and client address across the API */
  rateLimitMax: number;
  /** failed sign-ins per (e-mail, address) in 15 minutes before 429 */
  loginMaxFailures: number;
  /** failed sign-ins per address across e-mails in 15 minutes before 429 */
  loginMaxFailuresPerAddress: number;
  /** failed sign-ins per e-mail across addresses in 24 hours before 429 for everybody */
  loginMaxFailuresPerAccount: number;
  /** PostgreSQL pool timeouts, in milliseconds */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  logLevel: string;
  /** where the built web app lives; missing folder = API only */
  staticDir: string;
  /** nodemailer transport URL; without it e-mails (reset links) are written to the log */
  smtpUrl?: string;
  mailFrom: string;
  /** the address people reach the app at, for links in e-mails (else http://HOST:PORT) */
  publicUrl: string;
  /** required: a staff account without 2FA gets 403 from every back-office call until it enrols */
  staffTwoFactor: StaffTwoFactor;
  /** required: staff approve, pay, reject and adjust only with a passkey step-up (STAFF_PASSKEY) */
  staffPasskey: StaffPasskey;
  /** a sign-in from a browser not seen before waits for the owner's e-mailed approval (NEW_DEVICE_APPROVAL=on) */
  newDeviceApproval: boolean;
  /** how long a newly saved withdrawal address waits before the allow-list accepts it, in milliseconds */
  newAddressHoldMs: number;
  /** a withdrawal of at least this many cents is paid only after another staff member approved it */
  dualApprovalCents: number;
  /** a user's withdrawals (pending or paid) in any 24 hours, in cents, unless an admin set their own */
  dailyWithdrawalLimitCents: number;
  /** how long withdrawals wait after a security change (SECURITY_CHANGE_HOLD) */
  securityChangeHoldMs: number;
  /** deposits watched on their chain */
  chain: ChainConfig;
  /** GET /metrics on the app's port answers only this bearer token (unset: 404) */
  metricsToken?: string;
  /** a second listener serving only /metrics, for the scraper's network (unset: none) */
  metricsPort?: number;
}

/** Per coin: watched on its chain when an xpub is set; where its node is; when a payment counts. */
export interface ChainCoinConfig {
  /** the operator's extended public key (account level); undefined: the shared wallet and admin approval */
  xpub?: string;
  /** Esplora base, JSON-RPC endpoint or TronGrid base */
  nodeUrl?: string;
  confirmations: number;
  /** a payment's page, {txid} replaced */
  explorerTxUrl: string;
}

export interface ChainConfig {
  coins: Record<CoinSymbol, ChainCoinConfig>;
  /** CoinGecko's API base: ${priceUrl}/simple/price?ids=...&vs_currencies=usd */
  priceUrl: string;
  tronUsdtContract: string;
  /** how often each watcher asks its node, in milliseconds */
  pollIntervalMs: number;
  /** an underpayment within this many basis points of the quote still credits the dollars asked (100 = 1 %) */
  underpayToleranceBp: number;
  /** BTC_MASTER_FINGERPRINT, lower case: what payout batches' PSBTs name as their keys' origin */
  btcMasterFingerprint?: string;
}

const parseTrustProxy = (value: string | undefined): false | string => {
  if (value === undefined || value.trim() === '' || value.trim().toLowerCase() === 'false') return false;
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .join(',');
};

/** Reads the environment once; bad values stop the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtl: e.JWT_TTL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    accrualIntervalMs: e.ACCRUAL_INTERVAL,
    reservesIntervalMs: e.RESERVES_INTERVAL,
    accrualBatchSize: e.ACCRUAL_BATCH_SIZE,
    listCountCap: e.LIST_COUNT_CAP,
    pgliteVacuumIntervalMs: e.PGLITE_VACUUM_INTERVAL,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    jobPollIntervalMs: e.JOB_POLL_INTERVAL,
    jobRetryDelayMs: e.JOB_RETRY_DELAY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT,
    dbIdleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffTwoFactor: e.STAFF_2FA,
    staffPasskey: e.STAFF_PASSKEY,
    newDeviceApproval: e.NEW_DEVICE_APPROVAL === 'on',
    newAddressHoldMs: e.NEW_ADDRESS_HOLD,
    dualApprovalCents: e.DUAL_APPROVAL_USD * 100,
    dailyWithdrawalLimitCents: e.DAILY_WITHDRAWAL_LIMIT_USD * 100,
    securityChangeHoldMs: e.SECURITY_CHANGE_HOLD,
    chain: {
      coins: {
        btc: {
          xpub: e.BTC_XPUB,
          nodeUrl: e.ESPLORA_URL === 'none' ? undefined : e.ESPLORA_URL,
          confirmations: e.BTC_CONFIRMATIONS,
          explorerTxUrl: e.BTC_EXPLORER_URL,
        },
        eth: { xpub: e.ETH_XPUB, nodeUrl: e.ETH_RPC_URL, confirmations: e.ETH_CONFIRMATIONS, explorerTxUrl: e.ETH_EXPLORER_URL },
        usdt: {
          xpub: e.TRON_XPUB,
          nodeUrl: e.TRON_API_URL === 'none' ? undefined : e.TRON_API_URL,
          confirmations: e.TRON_CONFIRMATIONS,
          explorerTxUrl: e.TRON_EXPLORER_URL,
        },
      },
      priceUrl: e.PRICE_URL.replace(/\/$/, ''),
      tronUsdtContract: e.TRON_USDT_CONTRACT,
      pollIntervalMs: e.CHAIN_POLL_INTERVAL,
      underpayToleranceBp: Math.round(e.UNDERPAY_TOLERANCE_PERCENT * 100),
      btcMasterFingerprint: e.BTC_MASTER_FINGERPRINT?.toLowerCase(),
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
  };
}
