import type { TreasuryAddress, TreasuryAddressCreate } from '@/common/api/reserves';

// Pure shaping of the treasury addresses (GET/POST /api/reserves/treasury-addresses) for the
// Proof of reserves page.

/** The list's query key, which registering and removing an address refresh. */
export const TREASURY_KEY = ['reserves', 'treasury-addresses'] as const;

/** Long unbroken text (an address, a message naming one, a signature): monospace, wrapping anywhere. */
export const monospaceWrap = { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', wordBreak: 'break-all' } as const;

const FIELDS = ['coin', 'address', 'signature'] as const satisfies readonly (keyof TreasuryAddressCreate)[];
type TreasuryField = (typeof FIELDS)[number];

/**
 * The form's fields a refusal is about, with the server's words: the API's `errors`, as
 * httpClient.ts shapes them (`{ signature: message }`). None: the refusal is about no field (a
 * 409, a network failure), said as a whole.
 */
export const treasuryFieldErrors = (error: unknown): [TreasuryField, string][] => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return FIELDS.flatMap((field): [TreasuryField, string][] => (typeof errors[field] === 'string' ? [[field, errors[field]]] : []));
};

/** The list after an address was registered: it last (the list is oldest first), once. */
export const withTreasuryAddress = (list: TreasuryAddress[] | undefined, added: TreasuryAddress): TreasuryAddress[] => [
  ...(list ?? []).filter((t) => t.id !== added.id),
  added,
];
