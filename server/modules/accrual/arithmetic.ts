import { sql, type SQL } from 'drizzle-orm';

/**
 * One day's profit of an investment in cents: principal x daily rate (basis points), rounded
 * half up to the cent. The one formula: the accrual job pays it, settlement sums it, and the
 * liabilities projection forecasts with it (server/modules/liabilities), all in SQL from here.
 */
export const dailyProfitSql = (amountCents: SQL, roiBp: SQL): SQL => sql`((${amountCents} * ${roiBp} + 5000) / 10000)`;
