import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CoinRate } from '@/common/api/chain';
import { CHAIN_COINS } from '@/common/chain/coins';
import { COIN_SYMBOLS, type CoinSymbol } from '@/common/coins';
import type { Queryable } from '@/server/db/client';
import { fallbackRates } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';

/** A rate in USD per coin, where it came from and when. */
export interface RateReading {
  usd: string;
  source: 'live' | 'fallback';
  at: Date;
}

/** The price source's answers are reused this long (CoinGecko refreshes its simple prices about every minute). */
const FRESH_MS = 60_000;
/** A source that failed is not asked again for this long: a deposit does not wait on a dead source each time. */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** An earlier live answer still beats the fallback this long after it was read. */
const STALE_LIMIT_MS = 10 * 60_000;
const TIMEOUT_MS = 5_000;

type LiveRates = Partial<Record<CoinSymbol, string>>;

/** Why a call to the price source failed, in a line staff can act on ('fetch failed (ECONNREFUSED)'). */
function failureText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return detail ? `${err.message} (${detail})` : err.message;
}

/** A JSON number as a plain decimal string with at most 8 decimals; undefined unless positive and finite. */
function rateText(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  const text = value.toFixed(8).replace(/\.?0+$/, '');
  return text === '0' ? undefined : text;
}

/**
 * Rates from CoinGecko's simple-price API (`${priceUrl}/simple/price?ids=...&vs_currencies=usd`),
 * cached in this process, else the fallback rates admins set. The cache only saves calls:
 * every instance reads the same source and the same fallback table.
 */
export class PriceBook {
  private live: { rates: LiveRates; at: Date } | undefined;
  private failedAt: number | undefined;
  /**
   * The last failed call's reason and time, cleared by the next answer: the rates page shows it,
   * so staff see why there is no live rate. Kept in this process's memory only, which is enough
   * for a diagnostic: the instance serving the page asks the source itself (liveRates runs
   * before the table is built), so its own last failure is the current one.
   */
  private lastFailure: { reason: string; at: Date } | undefined;

  constructor(private readonly deps: { priceUrl: string; clock: Clock; log: FastifyBaseLogger; fetch?: typeof fetch }) {}

  /** The live rates, asking the source when the cached ones are old; undefined when none are recent enough. */
  async liveRates(): Promise<{ rates: LiveRates; at: Date } | undefined> {
    const now = this.deps.clock.now().getTime();
    if (this.live && now - this.live.at.getTime() < FRESH_MS) return this.live;
    if (this.failedAt === undefined || now - this.failedAt >= RETRY_AFTER_FAILURE_MS) {
      try {
        this.live = { rates: await this.fetchRates(), at: new Date(now) };
        this.failedAt = undefined;
        this.lastFailure = undefined;
        return this.live;
      } catch (err) {
        this.failedAt = now;
        this.lastFailure = { reason: failureText(err), at: new Date(now) };
        this.deps.log.warn({ err }, 'price source: no answer; using the last rates or the fallback ones');
      }
    }
    return this.live && now - this.live.at.getTime() < STALE_LIMIT_MS ? this.live : undefined;
  }

  private async fetchRates(): Promise<LiveRates> {
    const ids = COIN_SYMBOLS.map((c) => CHAIN_COINS[c].priceId).join(',');
    const url = `${this.deps.priceUrl}/simple/price?ids=${ids}&vs_currencies=usd`;
    const response = await (this.deps.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`price source answered ${response.status}`);
    const body = (await response.json()) as Record<string, { usd?: unknown } | undefined>;
    const rates: LiveRates = {};
    for (const coin of COIN_SYMBOLS) {
      const usd = rateText(body[CHAIN_COINS[coin].priceId]?.usd);
      if (usd) rates[coin] = usd;
    }
    if (!Object.keys(rates).length) throw new Error('price source answered without a usable rate');
    return rates;
  }

  /** The rate to quote or credit at: live, else the admin's fallback; undefined when there is neither. */
  async rate(db: Queryable, coin: CoinSymbol): Promise<RateReading | undefined> {
    const live = await this.liveRates();
    const usd = live?.rates[coin];
    if (live && usd) return { usd, source: 'live', at: live.at };
    const [fallback] = await db.select().from(fallbackRates).where(eq(fallbackRates.coin, coin));
    return fallback ? { usd: trimRate(fallback.usdRate), source: 'fallback', at: fallback.updatedAt } : undefined;
  }

  /** Every coin's live and fallback rate, for the back-office. */
  async table(db: Queryable): Promise<CoinRate[]> {
    const live = await this.liveRates();
    const fallbacks = await db.select().from(fallbackRates);
    const failure = this.lastFailure;
    return COIN_SYMBOLS.map((coin) => {
      const fallback = fallbacks.find((f) => f.coin === coin);
      return {
        coin,
        live_usd: live?.rates[coin] ?? null,
        live_at: live?.rates[coin] ? live.at.toISOString() : null,
        live_error: failure?.reason ?? null,
        live_error_at: failure?.at.toISOString() ?? null,
        fallback_usd: fallback ? trimRate(fallback.usdRate) : null,
        fallback_updated_at: fallback?.updatedAt.toISOString() ?? null,
      };
    });
  }
}

/** numeric(30,8) comes back as '67000.00000000': shown as '67000'. */
export const trimRate = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
