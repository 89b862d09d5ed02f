import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryOption {
  /** the country's common English name, what the API stores */
  label: string;
  /** ISO 3166-1 alpha-2 code */
  value: string;
}

/**
 * Where the library's first ("official") English name is a long form people don't use or that
 * offends ('Taiwan, Province of China', 'Islamic Republic of Iran'), the common English name.
 * Names the library itself knows as aliases are picked from it (see SHORT_FROM_LIBRARY); the
 * rest are the short names of the UN/ISO lists that the library lacks.
 */
const SHORT_FROM_LIBRARY: readonly string[] = [
  'CI', // Côte d'Ivoire
  'CN', // China
  'CZ', // Czechia
  'IR', // Iran
  'MK', // North Macedonia
  'PN', // Pitcairn Islands
  'PS', // Palestine
  'RU', // Russia
  'TW', // Taiwan
  'TZ', // Tanzania
  'US', // United States
];

const SHORT_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  LA: 'Laos',
  MD: 'Moldova',
  SY: 'Syria',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

/** Everyday names the library does not list, so that searching (and the API) finds them too. */
const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  CV: ['Cabo Verde'],
  GB: ['Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  MK: ['Macedonia'],
  MM: ['Burma'],
  NL: ['Holland'],
  SZ: ['Swaziland'],
  TL: ['East Timor'],
  VN: ['Viet Nam'],
  US: ['America'],
  VA: ['Vatican'],
};

/**
 * One spelling for comparing what people type: no accents, case, dots or apostrophes
 * ('U.S.A.' = 'usa', "Côte d’Ivoire" = 'cote divoire'), other punctuation as a space.
 */
const normaliseCountryText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface CountryEntry extends CountryOption {
  /** alpha-3 code */
  alpha3: string;
  /** every other name it is known by, normalised (the display name included) */
  names: readonly string[];
}

const officialNames = countries.getNames('en', { select: 'official' });
const aliasNames = countries.getNames('en', { select: 'alias' });
const allNames = countries.getNames('en', { select: 'all' });

const displayName = (code: string): string =>
  SHORT_NAMES[code] ?? (SHORT_FROM_LIBRARY.includes(code) ? aliasNames[code] : officialNames[code]);

const ENTRIES: readonly CountryEntry[] = Object.keys(officialNames)
  .map((code) => {
    const label = displayName(code);
    const names = [label, ...(allNames[code] ?? []), ...(EXTRA_ALIASES[code] ?? [])].map(normaliseCountryText);
    return { label, value: code, alpha3: countries.alpha2ToAlpha3(code) ?? code, names: [...new Set(names)] };
  })
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** Every country of ISO 3166-1 by its common English name, sorted by it, for the dropdowns. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = ENTRIES.map(({ label, value }) => ({ label, value }));

/**
 * Normalised name, alias or code -> the country. A name two countries share ('Congo') is left
 * out: it must be chosen from the list, never guessed.
 */
const byKey = (() => {
  const keys = new Map<string, CountryEntry | null>();
  const add = (key: string, entry: CountryEntry) => {
    const known = keys.get(key);
    keys.set(key, known === undefined || known === entry ? entry : null);
  };
  for (const entry of ENTRIES) {
    for (const name of entry.names) add(name, entry);
  }
  // codes win over a same-spelled alias of another country (none exists today; kept safe anyway)
  for (const entry of ENTRIES) {
    keys.set(entry.value.toLowerCase(), entry);
    keys.set(entry.alpha3.toLowerCase(), entry);
  }
  return keys;
})();

/** ISO lists invert long names ('Iran, Islamic Republic of'); the library has 'Islamic Republic of Iran'. */
const uninverted = (text: string): string | undefined => {
  const match = /^([^,]+),\s*([^,]+)$/.exec(text.trim());
  return match ? `${match[2]} ${match[1]}` : undefined;
};

function entryFor(text: string): CountryEntry | undefined {
  const direct = byKey.get(normaliseCountryText(text));
  if (direct !== undefined) return direct ?? undefined;
  const turned = uninverted(text);
  return turned === undefined ? undefined : (byKey.get(normaliseCountryText(turned)) ?? undefined);
}

export const isCountryName = (text: string): boolean => entryFor(text) !== undefined;

/**
 * The one spelling the API stores (the display name) for any name, old spelling, alias or
 * ISO code of a country ('UK', 'GBR', 'Britain' -> 'United Kingdom'); undefined otherwise.
 */
export const canonicalCountry = (text: string): string | undefined => entryFor(text)?.label;

/** The dropdown option for a stored name, also for rows stored with an older spelling. */
export const countryOptionByName = (text: string): CountryOption | undefined => {
  const entry = entryFor(text);
  return entry && { label: entry.label, value: entry.value };
};

/** How well an entry matches a normalised query: lower is better, undefined is no match. */
function matchRank(entry: CountryEntry, query: string): number | undefined {
  if (entry.value.toLowerCase() === query || entry.alpha3.toLowerCase() === query) return 0;
  let best: number | undefined;
  for (const name of entry.names) {
    const rank = name === query ? 0 : name.startsWith(query) ? 1 : name.includes(` ${query}`) ? 2 : name.includes(query) ? 3 : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * The options matching what was typed: name, alias, old spelling or ISO code, accents and
 * case ignored. Exact matches first ('UK', 'USA'), then names that start with it, then
 * words that start with it, then anything containing it; alphabetical within each.
 */
export function searchCountries(input: string): CountryOption[] {
  const query = normaliseCountryText(input);
  if (query === '') return [...COUNTRY_OPTIONS];
  return ENTRIES.flatMap((entry, index) => {
    const rank = matchRank(entry, query);
    return rank === undefined ? [] : [{ rank, index, option: COUNTRY_OPTIONS[index] }];
  })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((m) => m.option);
}

/**
 * Whether the option with this display name matches what was typed, by the same rules as
 * searchCountries (for filters that test one choice at a time, e.g. react-admin's
 * AutocompleteInput `matchSuggestion`).
 */
export function countryMatches(label: string, input: string): boolean {
  const query = normaliseCountryText(input);
  if (query === '') return true;
  const entry = ENTRIES.find((e) => e.label === label);
  return entry !== undefined && matchRank(entry, query) !== undefined;
}
