// The database schema, one file per resource; everything is re-exported here so
// `import ... from '../db/schema'` and drizzle-kit see one schema.
export * from './users';
export * from './plans';
export * from './wallets';
export * from './transactions';
export * from './idempotency';
export * from './ledger';
export * from './audit';
export * from './tokens';
export * from './kyc';
export * from './two-factor';
export * from './sessions';
export * from './email-verification';
export * from './notifications';
export * from './tickets';
export * from './withdrawal-desk';
export * from './chain';
export * from './holdings';
export * from './staff-approvals';
export * from './reserves';
export * from './payout-batches';
export * from './passkeys';
export * from './account-locks';
export * from './devices';
export * from './translations';
