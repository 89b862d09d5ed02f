import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { MSG } from '@/common/messages';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { AccessLog } from './lib/access-log';
import { AfterAnswer } from './lib/after-answer';
import { LOG_REDACT_PATHS, safeError, safeRequest } from './lib/log-safety';
import { createMailer, type Mailer } from './lib/mailer';
import { safeTextValidatorCompiler } from './lib/validator';
import { API_MSG } from './i18n/api-messages';
import { inLocale } from './i18n/locale-context';
import { JobSecrets } from './jobs/sealed';
import { defineMailJob } from './modules/notifications/mail-job';
import { Notifier } from './modules/notifications/notifier';
import accountLockRoutes from './modules/account-lock/routes';
import { lockLinkIssuer } from './modules/account-lock/lock-links';
import { setRefusalSiteUrl } from './modules/sessions/closed-account';
import notificationRoutes from './modules/notifications/routes';
import authRoutes from './modules/auth/routes';
import { createMetrics, type Metrics } from './modules/metrics/registry';
import { TimedJobQueue } from './modules/metrics/timed-queue';
import { LoginLimiter } from './modules/sessions/login-limiter';
import emailVerificationRoutes from './modules/email-verification/routes';
import healthRoutes from './modules/health/routes';
import kycRoutes from './modules/kyc/routes';
import ticketRoutes from './modules/tickets/routes';
import ledgerRoutes from './modules/ledger/routes';
import passwordResetRoutes from './modules/password-reset/routes';
import auditRoutes from './modules/audit/routes';
import planRoutes from './modules/plans/routes';
import profileRoutes from './modules/profile/routes';
import reportRoutes from './modules/reports/routes';
import liabilityRoutes from './modules/liabilities/routes';
import reserveRoutes from './modules/reserves/routes';
import { provenOnChain } from './modules/reserves/proven';
import type { ProvenReserves } from './modules/reserves/service';
import statementRoutes from './modules/statements/routes';
import insightRoutes from './modules/insight/routes';
import statsRoutes from './modules/stats/routes';
import payoutRoutes from './modules/payouts/routes';
import batchRoutes from './modules/payouts/batch-routes';
import approvalRoutes from './modules/approvals/routes';
import transactionRoutes from './modules/transactions/routes';
import chainRoutes from './modules/chain/routes';
import { PriceBook } from './modules/chain/prices';
import { ChainDeposits } from './modules/chain/service';
import walletRoutes from './modules/wallets/routes';
import withdrawalAddressRoutes from './modules/withdrawal-addresses/routes';
import sessionRoutes from './modules/sessions/routes';
import { CredentialLimiter } from './modules/two-factor/credential-limiter';
import twoFactorStepUp from './modules/two-factor/plugin';
import { signInCompleter } from './modules/auth/complete-sign-in';
import deviceRoutes from './modules/auth/device-routes';
import { DeviceCookie } from './modules/devices/cookie';
import twoFactorRoutes from './modules/two-factor/routes';
import passkeyRoutes from './modules/passkeys/routes';
import translationRoutes from './modules/translations/routes';
import translationOverrides from './modules/translations/plugin';
import { shippedCatalogue } from './modules/translations/shipped';
import staffActs from './modules/passkeys/staff-act';
import { relyingPartyOf } from './modules/passkeys/webauthn';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errors from './plugins/errors';
import locale, { acceptedLocale } from './plugins/locale';
import metricsPlugin from './plugins/metrics';
import rateLimits from './plugins/rate-limit';
import security from './plugins/security';
import { errorBody } from './plugins/errors';
import spa from './plugins/spa';

export interface AppOptions {
  config: Config;
  handle: DbHandle;
  jwtSecret: string;
  /** shared store for rate limits when several processes run */
  redis?: Redis;
  /** where "now" comes from for investments; tests move it */
  clock?: Clock;
  /** outgoing e-mail, used by the mail job; default: SMTP_URL, else the log. Tests capture it. */
  mailer?: Mailer;
  /** where the log goes (default stdout); tests read it */
  logStream?: DestinationStream;
  /** false: this instance only enqueues jobs (e-mail) and another one works them (default true) */
  workJobs?: boolean;
  /** where rates come from (default: PRICE_URL); tests share one between instances */
  prices?: PriceBook;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** inbox entries and e-mail for events, in the event's transaction (the accrual job uses it too) */
    notifier: Notifier;
    /** derived deposit addresses, quotes and prices (the chain watchers use it too) */
    chain: ChainDeposits;
    /** this instance's Prometheus metrics (server.ts times the accrual job and serves METRICS_PORT) */
    metrics: Metrics;
    /** what routes still do after answering; closing waits for it */
    afterAnswer: AfterAnswer;
    /** what the operator's addresses hold, for proof-of-reserves snapshots (server.ts's schedule uses it too) */
    provenReserves: ProvenReserves;
  }
}

const isApiUrl = (url: string | undefined) => url !== undefined && url.startsWith('/api/');

/** Fastify's own options: logging, proxies, body size. */
const serverOptions = (config: Config, logStream?: DestinationStream): FastifyServerOptions => ({
  // errors as class + code + route, requests without query strings or headers: see log-safety.ts
  logger:
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
          serializers: { err: safeError, req: safeRequest },
          ...(logStream ? { stream: logStream } : {}),
        },
  // one line per API request, as it ends; none for the web app's pages and files (a page load
  // asks for dozens, and their log cost more than serving them). Errors are logged either way.
  logController: new AccessLog({ disableRequestLogging: (request) => !isApiUrl(request.url) }),
  // only the proxies' own addresses (config.ts refuses true and hop counts)
  trustProxy: config.trustProxy,
  bodyLimit: 1024 * 1024,
  // Fastify's default 10 s per plugin was overrun by a fresh start on a busy 2-core machine (the
  // plugins are all async and end on their own; the limit only turned a slow start into a failed
  // one). The start stays bounded: the first query has its own limit (server.ts).
  pluginTimeout: 120_000,
  // ids in URLs are matched exactly; /api/health/ is not /api/health
  routerOptions: { ignoreTrailingSlash: false },
  // the compilers app() sets for every route, given here as well so that Fastify does not load
  // its default ones (ajv, fast-json-stringify: some 50 ms of each start) only to have them replaced
  schemaController: {
    // (the option is typed for ajv's factories; Fastify only calls one for the compiler it returns)
    compilersFactory: {
      buildValidator: (() => safeTextValidatorCompiler) as never,
      buildSerializer: (() => serializerCompiler) as never,
    },
  },
  // URLs the router cannot read (bad percent-encoding, a parameter over 100 characters):
  // the one error shape, without echoing the URL back
  frameworkErrors: (err, request, reply) => {
    const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : (err.statusCode ?? 500);
    // the router refuses before the request's hooks run, so its language is read here
    const message = inLocale(acceptedLocale(request), () =>
      tooLong ? API_MSG.addressTooLong : status < 500 ? API_MSG.addressInvalid : MSG.serverError,
    );
    return (reply as FastifyReply).code(status).header('cache-control', 'no-store').send(errorBody(status, message));
  },
});

/** The whole product as one plugin; buildApp registers it on a configured instance. */
async function app(fastify: FastifyInstance, opts: AppOptions) {
  const { config, handle } = opts;
  // zod, after the one text rule (no NUL, no lone surrogates) for every part of every request
  fastify.setValidatorCompiler(safeTextValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  // the API speaks JSON (and multipart where it takes files): plain text is a 415, not a 400
  fastify.removeContentTypeParser('text/plain');

  await fastify.register(errors);
  await fastify.register(locale);
  // every list's count stops here (server/lib/list-route.ts reads it from the instance)
  fastify.decorate('listCountCap', config.listCountCap);
  const metrics = createMetrics(handle.db);
  fastify.decorate('metrics', metrics);
  await fastify.register(metricsPlugin, { metrics, token: config.metricsToken });
  await fastify.register(security, { config });
  await fastify.register(rateLimits, { max: config.rateLimitMax, redis: opts.redis });
  await fastify.register(docs);
  const clock = opts.clock ?? systemClock;
  const mailer = opts.mailer ?? createMailer(config, fastify.log);
  const jobs = new TimedJobQueue(metrics, handle, fastify.log, {
    pollIntervalSeconds: config.jobPollIntervalMs / 1000,
    retryDelaySeconds: Math.round(config.jobRetryDelayMs / 1000),
    retryLimit: 10,
    work: opts.workJobs ?? true,
  });
  const secrets = new JobSecrets(opts.jwtSecret);
  // security e-mails carry a one-time "This wasn't me" link, made with the mail (account-lock)
  const notifier = new Notifier(jobs, secrets, lockLinkIssuer(clock));
  // the locked account's sign-in refusal names the unlock page under PUBLIC_URL
  setRefusalSiteUrl(config.publicUrl);
  defineMailJob(jobs, { db: handle.db, mailer, publicUrl: config.publicUrl, secrets, log: fastify.log });
  await jobs.start();
  // workers stop before the database closes (the caller closes it after app.close())
  fastify.addHook('onClose', () => jobs.stop());
  // before that, what routes do after answering (it may queue mail) finishes
  const afterAnswer = new AfterAnswer();
  fastify.decorate('afterAnswer', afterAnswer);
  fastify.addHook('preClose', async () => {
    await afterAnswer.settled();
  });
  fastify.decorate('notifier', notifier);
  const chain = new ChainDeposits(config.chain, opts.prices ?? new PriceBook({ priceUrl: config.chain.priceUrl, clock, log: fastify.log }));
  fastify.decorate('chain', chain);
  const provenReserves = provenOnChain({ db: handle.db, chain, log: fastify.log });
  fastify.decorate('provenReserves', provenReserves);
  // the signed cookie that tells one browser from another (known devices, new-device approval)
  const devices = new DeviceCookie(opts.jwtSecret, config.publicUrl);
  await fastify.register(auth, {
    db: handle.db,
    secret: opts.jwtSecret,
    ttl: config.jwtTtl,
    clock,
    staffTwoFactor: config.staffTwoFactor,
    devices,
  });
  const credentialLimiter = new CredentialLimiter(opts.redis);
  const twoFactorDeps = { db: handle.db, clock, credentialLimiter, notifier };
  await fastify.register(twoFactorStepUp, twoFactorDeps);
  // before the routes: it adds its check to those flagged as staff acts as they are declared
  await fastify.register(staffActs, { db: handle.db, clock, mode: config.staffPasskey });
  // the operators' wordings of catalogue messages, kept in step with the database
  await fastify.register(translationOverrides, { db: handle.db, clock, workJobs: opts.workJobs ?? true });

  const limiter = new LoginLimiter(
    {
      perPair: config.loginMaxFailures,
      perAddress: config.loginMaxFailuresPerAddress,
      perAccount: config.loginMaxFailuresPerAccount,
    },
    opts.redis,
  );
  const verifier = { db: handle.db, notifier, clock };
  const completeSignIn = signInCompleter(fastify, { db: handle.db, clock, notifier, devices, newDeviceApproval: config.newDeviceApproval });
  await fastify.register(
    async (api) => {
      await api.register(healthRoutes, { handle, clock });
      await api.register(authRoutes, { db: handle.db, limiter, credentialLimiter, clock, verifier, notifier, completeSignIn });
      await api.register(deviceRoutes, { db: handle.db, clock, devices });
      await api.register(emailVerificationRoutes, { deps: verifier, redis: opts.redis });
      await api.register(twoFactorRoutes, { ...twoFactorDeps, staffPasskey: config.staffPasskey });
      await api.register(passkeyRoutes, {
        db: handle.db,
        clock,
        notifier,
        limiter,
        rp: relyingPartyOf(config.publicUrl),
        completeSignIn,
      });
      await api.register(sessionRoutes, { db: handle.db, clock });
      await api.register(profileRoutes, { db: handle.db, notifier, clock, rules: config });
      await api.register(ledgerRoutes, { db: handle.db });
      await api.register(planRoutes, { db: handle.db });
      await api.register(walletRoutes, { db: handle.db });
      await api.register(transactionRoutes, { db: handle.db, clock, notifier, rules: config, chain });
      await api.register(chainRoutes, { db: handle.db, clock, chain });
      await api.register(payoutRoutes, { db: handle.db, clock, notifier, rules: config, chain });
      await api.register(batchRoutes, { db: handle.db, clock, notifier, rules: config, chain });
      await api.register(approvalRoutes, { db: handle.db, clock, notifier });
      await api.register(auditRoutes, { db: handle.db });
      await api.register(reportRoutes, { db: handle.db, clock });
      await api.register(liabilityRoutes, { db: handle.db, clock });
      await api.register(reserveRoutes, { db: handle.db, clock, proven: provenReserves, notifier, chain });
      await api.register(statementRoutes, { db: handle.db, clock });
      await api.register(insightRoutes, { db: handle.db, clock });
      await api.register(kycRoutes, { db: handle.db, config, notifier });
      await api.register(ticketRoutes, { db: handle.db, clock, notifier });
      await api.register(passwordResetRoutes, { deps: { db: handle.db, notifier, clock }, afterAnswer, redis: opts.redis });
      await api.register(statsRoutes, { db: handle.db, config });
      await api.register(notificationRoutes, { db: handle.db, clock });
      await api.register(withdrawalAddressRoutes, { db: handle.db, clock, notifier, holdMs: config.newAddressHoldMs });
      await api.register(accountLockRoutes, { deps: { db: handle.db, clock, notifier, limiter, credentialLimiter }, redis: opts.redis });
      await api.register(translationRoutes, { db: handle.db, sync: fastify.translationOverrides });
    },
    { prefix: '/api' },
  );

  await fastify.register(spa, {
    root: config.staticDir,
    publicUrl: config.publicUrl,
    words: {
      get version() {
        return fastify.translationOverrides.version;
      },
      overridesIn: (locale) => fastify.translationOverrides.overridesIn(locale),
      shipped: async () => {
        const { byId } = await shippedCatalogue();
        return (id, locale) => byId.get(id)?.texts[locale];
      },
    },
  });
}

/** A ready instance with the product registered (the real server and the tests use this). */
export async function buildApp(opts: AppOptions) {
  const fastify = Fastify(serverOptions(opts.config, opts.logStream)).withTypeProvider<ZodTypeProvider>();
  await fastify.register(fp(app), opts);
  await fastify.ready();
  return fastify;
}
