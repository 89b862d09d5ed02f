/** The quick amounts of the investment form. */
export const QUICK_AMOUNTS = [3000, 3500, 4000, 4500, 5000, 10000] as const;
