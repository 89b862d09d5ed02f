import { describe, expect, it } from 'vitest';
import { canonicalCountry, COUNTRY_OPTIONS, countryMatches, countryOptionByName, isCountryName, searchCountries } from '@/common/countries';
import { countryNameField } from '@/common/validation/country-fields';
import { nationalityField } from '@/common/validation/kyc';

const labels = COUNTRY_OPTIONS.map((c) => c.label);
const search = (query: string) => searchCountries(query).map((c) => c.label);

describe('the country list', () => {
  it('shows the common English name, each once, sorted by it', () => {
    expect(labels.length).toBeGreaterThan(240);
    expect(new Set(labels).size).toBe(labels.length);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(labels);
    for (const name of [
      'United Kingdom',
      'United States',
      'Taiwan',
      'Iran',
      'Türkiye',
      'Russia',
      'South Korea',
      'Vietnam',
      'China',
      'Syria',
      'Moldova',
    ]) {
      expect(labels).toContain(name);
    }
    for (const official of [
      'Taiwan, Province of China',
      'Islamic Republic of Iran',
      'Russian Federation',
      'United States of America',
      "People's Republic of China",
    ]) {
      expect(labels).not.toContain(official);
    }
  });

  it('keeps the two Congos apart', () => {
    expect(labels).toEqual(expect.arrayContaining(['Republic of the Congo', 'Democratic Republic of the Congo']));
  });
});

describe('one stored spelling for any name, alias or code', () => {
  it.each([
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
    ['Great Britain', 'United Kingdom'],
    ['GB', 'United Kingdom'],
    ['GBR', 'United Kingdom'],
    ['gbr', 'United Kingdom'],
    ['USA', 'United States'],
    ['U.S.A.', 'United States'],
    ['America', 'United States'],
    ['united states of america', 'United States'],
    ['Turkey', 'Türkiye'],
    ['turkiye', 'Türkiye'],
    ['Taiwan, Province of China', 'Taiwan'],
    ['Iran, Islamic Republic of', 'Iran'],
    ['Islamic Republic of Iran', 'Iran'],
    ['Korea, Republic of', 'South Korea'],
    ['Viet Nam', 'Vietnam'],
    ['cote d’ivoire', "Côte d'Ivoire"],
    ['  germany ', 'Germany'],
  ])('%s -> %s', (typed, stored) => {
    expect(canonicalCountry(typed)).toBe(stored);
    expect(isCountryName(typed)).toBe(true);
    expect(countryNameField.parse(typed)).toBe(stored);
    expect(nationalityField.parse(typed)).toBe(stored);
  });

  it('refuses what is not one country', () => {
    for (const text of ['Narnia', 'Congo', '', 'U', 'United']) {
      expect(canonicalCountry(text)).toBeUndefined();
      expect(countryNameField.safeParse(text).success).toBe(false);
    }
  });

  it('maps rows stored with the old official spelling to the right option', () => {
    expect(countryOptionByName('Taiwan, Province of China')).toEqual({ label: 'Taiwan', value: 'TW' });
    expect(countryOptionByName('United States of America')).toEqual({ label: 'United States', value: 'US' });
    expect(countryOptionByName('Russian Federation')).toEqual({ label: 'Russia', value: 'RU' });
    expect(countryOptionByName('Canada')).toEqual({ label: 'Canada', value: 'CA' });
  });
});

describe('searching the list', () => {
  it('finds a country by alias or ISO code, exact matches first', () => {
    expect(search('UK')[0]).toBe('United Kingdom');
    expect(search('USA')).toEqual(['United States']);
    expect(search('Britain')[0]).toBe('United Kingdom');
    expect(search('Turkey')).toEqual(['Türkiye']);
    expect(search('DEU')).toEqual(['Germany']);
    expect(search('us')[0]).toBe('United States');
  });

  it('ignores accents and case, and matches inside names', () => {
    expect(search('turkiye')).toEqual(['Türkiye']);
    expect(search('ZEAL')).toEqual(['New Zealand']);
    expect(search('korea').sort()).toEqual(['North Korea', 'South Korea']);
  });

  it('tests one option at a time by the same rules (for one-choice filters)', () => {
    expect(countryMatches('United Kingdom', 'UK')).toBe(true);
    expect(countryMatches('United States', 'usa')).toBe(true);
    expect(countryMatches('Germany', 'UK')).toBe(false);
    expect(countryMatches('Germany', '')).toBe(true);
  });

  it('lists every country for an empty query', () => {
    expect(searchCountries('  ')).toEqual(COUNTRY_OPTIONS);
  });
});
