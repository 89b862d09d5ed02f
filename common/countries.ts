import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryOption {
  /** the country's English name, what the API stores */
  label: string;
  /** ISO 3166-1 alpha-2 code */
  value: string;
}

/** Every country of ISO 3166-1, by English name, sorted for the sign-up dropdown. */
export const COUNTRY_OPTIONS: readonly CountryOption[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([value, label]) => ({ label, value }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

const byName = new Map(COUNTRY_OPTIONS.map((c) => [c.label.toLowerCase(), c]));

export const isCountryName = (name: string): boolean => byName.has(name.trim().toLowerCase());

/** The canonical spelling of a country name, or undefined if it is not a country. */
export const canonicalCountry = (name: string): string | undefined =>
  byName.get(name.trim().toLowerCase())?.label;

export const countryOptionByName = (name: string): CountryOption | undefined =>
  byName.get(name.trim().toLowerCase());
