import fc from 'fast-check';

// Bad requests generated from the OpenAPI document itself: each operation's path parameters,
// query and body schema give plausible values, which are then broken in every usual way
// (wrong types, missing or extra fields, huge and negative numbers, NUL and lone surrogates,
// bad ids, bad JSON in sort/range/filter, odd content types). A new route is fuzzed as soon
// as it is documented.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  headerParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the document. */
export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Values that break most rules: types, sizes, encodings, injections, dates. */
const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.001,
    1.005,
    1e21,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    'a\u0000b',
    'Ada\u0000Lovelace',
    'Ada\ud800Lovelace',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '\ufeff',
    'x'.repeat(5000),
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '1e400',
    'NaN',
    '-1',
    '0000-01-01',
    '99999-12-31',
    '2024-02-31',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    [],
    {},
    [1, 'a', null],
    { $gt: '' },
    { __proto__: { admin: true } },
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer(),
  fc.double(),
);

const evilString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000',
    '\ud800',
    'x'.repeat(3000),
    'null',
    '[]',
    '{}',
    '-1',
    '1e999',
    '__proto__',
    '..',
    '%',
    '%zz',
  ),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ maxLength: 16 }),
);

/**
 * Valid values for fields whose rules a schema cannot express (a country from the list, an
 * address with its checksum): with them a generated body is often wholly valid but for the
 * one field the mutation breaks, so the fuzz reaches the services and the database.
 */
const SAMPLES: Record<string, unknown[]> = {
  country: ['Canada', 'united kingdom'],
  nationality: ['Canada'],
  address_country: ['CA', 'gb'],
  name: ['Ada Lovelace', 'Gold Plan 7'],
  phone_no: ['+1 555 010 0000'],
  password: ['secret-password'],
  current_password: ['secret-password'],
  address: [
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  payment_address: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  payment_method: ['btc', 'eth', 'usdt'],
  currency: ['btc', 'eth', 'usdt'],
  amount: [10, 250.5, 1000],
  reason: ['fuzz adjustment'],
  description: ['A plan made by the fuzz.'],
};

/** A plausible value for a schema (often valid), so requests also reach deeper code. */
function plausible(schema: JsonSchema | undefined, ids: readonly string[], key = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 1 });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const samples = SAMPLES[key];
  if (samples && !schema.oneOf && !schema.anyOf)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...samples) }, { weight: 1, arbitrary: plausible({ ...schema }, ids, '') });
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, ids, key)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], ids, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (/email/i.test(key))
        return fc.oneof(
          fc.emailAddress(),
          fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@example.com`),
        );
      if (/date|_gte|_lte|At$/.test(key)) return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 64 } as never);
        } catch {
          // a pattern JS cannot read: plain text below
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1e6, 1e9) });
    case 'number':
      return fc.oneof(fc.integer({ min: -100, max: 100_000 }), fc.double({ min: -1e3, max: 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, ids, key), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, ids, k)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

type Mutation = 'as-is' | 'drop-required' | 'wrong-value' | 'extra-field' | 'whole-body' | 'unsafe-text';

/** A body: plausible for the schema, then (mostly) broken in one way. */
export function badBody(schema: JsonSchema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom<Mutation>(
    'as-is',
    'drop-required',
    'wrong-value',
    'wrong-value',
    'extra-field',
    'whole-body',
    'unsafe-text',
    'unsafe-text',
  );
  const unsafe = fc.constantFrom('\u0000', '\ud800', '\udc00');
  return fc
    .tuple(plausible(schema, ids), mutation, fc.nat(), evilValue, fc.string({ minLength: 1, maxLength: 12 }), unsafe)
    .map(([base, how, pick, evil, extraKey, bad]) => {
      if (how === 'whole-body' || !base || typeof base !== 'object' || Array.isArray(base)) return how === 'as-is' ? base : evil;
      const body = { ...(base as Record<string, unknown>) };
      const keys = Object.keys(body);
      const key = keys.length ? keys[pick % keys.length] : extraKey;
      if (how === 'drop-required') delete body[key];
      if (how === 'wrong-value') body[key] = evil;
      if (how === 'extra-field') body[extraKey] = evil;
      if (how === 'unsafe-text') {
        // an otherwise valid text with NUL or a lone surrogate inside (PostgreSQL refuses NUL)
        const texts = keys.filter((k) => typeof body[k] === 'string');
        const target = texts.length ? texts[pick % texts.length] : extraKey;
        const value = String(body[target] ?? 'text');
        const at = pick % (value.length + 1);
        body[target] = value.slice(0, at) + bad + value.slice(at);
      }
      return body;
    });
}

const sortFields = ['createdAt', 'id', '_id', 'name', 'amount', 'status', 'trnx_type', 'email', 'password_hash', '__proto__', ''];
const filterKeys = [
  'q',
  'id',
  'status',
  'trnx_type',
  'userid',
  'createdAt_gte',
  'createdAt_lte',
  'category',
  'currency',
  'entity',
  'entityId',
  'action',
  'actorId',
  'account',
  'kind',
  'transaction_id',
  'kyc_status',
  'role',
  'unknown',
  '__proto__',
];

/** sort / range / filter of a list: well-formed, subtly wrong or not JSON at all. */
export function listQueryValue(name: string, ids: readonly string[]): fc.Arbitrary<string> {
  const junk = fc.oneof(
    evilString,
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('[', '{"q":', '[0,', '["a"'),
  );
  const id = fc.oneof(fc.constantFrom(...ids), fc.uuid(), evilString);
  const filterValue = fc.oneof(
    evilValue,
    id,
    fc.array(id, { maxLength: 3 }),
    fc.boolean(),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  );
  const shaped =
    name === 'sort'
      ? fc.tuple(fc.constantFrom(...sortFields), fc.constantFrom('ASC', 'DESC', 'desc', 'up', '')).map((t) => JSON.stringify(t))
      : name === 'range'
        ? fc
            .tuple(
              fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constant(2 ** 53)),
              fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.constant(1e300)),
            )
            .map((t) => JSON.stringify(t))
        : fc.dictionary(fc.constantFrom(...filterKeys), filterValue, { maxKeys: 3 }).map((f) => JSON.stringify(f));
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

/** A path parameter: an existing id, a random uuid, or junk. */
export function pathValue(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const known = schema.enum ? fc.constantFrom(...(schema.enum as string[])) : fc.oneof(fc.constantFrom(...ids), fc.uuid());
  return fc.oneof({ weight: 2, arbitrary: known }, { weight: 1, arbitrary: evilString });
}

/** Percent-encodes what encodeURIComponent can; a lone surrogate goes as its raw (invalid) UTF-8 bytes. */
export function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** How the body travels: JSON as documented, or something the route never promised to read. */
export const bodyEncoding = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'broken-json',
  'text/plain',
  'form-urlencoded',
  'multipart-garbage',
  'xml',
  'no-content-type',
  'empty-json',
) as fc.Arbitrary<
  'json' | 'broken-json' | 'text/plain' | 'form-urlencoded' | 'multipart-garbage' | 'xml' | 'no-content-type' | 'empty-json'
>;

/** Printable header text (a header cannot carry NUL or newlines at all). */
export const headerValue = fc.oneof(
  fc.uuid(),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-_ .:/%'.split('')), maxLength: 300 }),
  fc.constant(''),
);
