import ms from 'ms';
import { z } from 'zod';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.string().default('24h'),
  ADMIN_EMAIL: z.string().email().default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  REDIS_URL: z.string().optional(),
  ACCRUAL_INTERVAL: z
    .string()
    .default('1h')
    .transform((v, ctx) => {
      const value = ms(v as ms.StringValue);
      if (!Number.isFinite(value) || value < 1000) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration of at least 1s, like 15m or 1h' });
        return z.NEVER;
      }
      return value;
    }),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.string().default('info'),
  STATIC_DIR: z.string().default('./dist'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Investor Support <no-reply@example.com>'),
  PUBLIC_URL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

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
  /** false, true, a hop count or a list of addresses (fastify's trustProxy) */
  trustProxy: boolean | number | string;
  corsOrigins: string[];
  /** requests per minute and client address across the API */
  rateLimitMax: number;
  /** failed sign-ins per e-mail and per address in 15 minutes before 429 */
  loginMaxFailures: number;
  logLevel: string;
  /** where the built web app lives; missing folder = API only */
  staticDir: string;
  /** nodemailer transport URL; without it e-mails (reset links) are written to the log */
  smtpUrl?: string;
  mailFrom: string;
  /** the address people reach the app at, for links in e-mails (else http://HOST:PORT) */
  publicUrl: string;
}

const parseTrustProxy = (value: string | undefined): boolean | number | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
};

/** Reads the environment once; bad values stop the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
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
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
  };
}
