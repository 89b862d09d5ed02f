/**
 * A compile-time check that a database enum and a shared list name the same values:
 * `assertSame<Row['status'], KycStatus>(true)` fails to type-check when they drift apart.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

export const assertSame = <A, B>(proof: Same<A, B>): Same<A, B> => proof;
