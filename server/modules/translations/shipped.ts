import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/common/i18n/locales';
import type { CatalogueJson } from '@/common/i18n/translate';
import type { TranslationApp } from '@/common/api/translations';

type Loader = () => Promise<{ default: CatalogueJson }>;

/**
 * Every app's catalogues as they ship, loaded when the back office first asks (the web apps'
 * are not otherwise needed by the server; the bundle makes each a chunk of its own).
 */
const LOADERS: Record<TranslationApp, Record<Locale, Loader>> = {
  common: {
    en: () => import('@/common/i18n/catalogues/en.json'),
    es: () => import('@/common/i18n/catalogues/es.json'),
    fr: () => import('@/common/i18n/catalogues/fr.json'),
    'pt-BR': () => import('@/common/i18n/catalogues/pt-BR.json'),
    'zh-CN': () => import('@/common/i18n/catalogues/zh-CN.json'),
    ar: () => import('@/common/i18n/catalogues/ar.json'),
  },
  server: {
    en: () => import('@/server/i18n/catalogues/en.json'),
    es: () => import('@/server/i18n/catalogues/es.json'),
    fr: () => import('@/server/i18n/catalogues/fr.json'),
    'pt-BR': () => import('@/server/i18n/catalogues/pt-BR.json'),
    'zh-CN': () => import('@/server/i18n/catalogues/zh-CN.json'),
    ar: () => import('@/server/i18n/catalogues/ar.json'),
  },
  web: {
    en: () => import('@/src/i18n/catalogues/en.json'),
    es: () => import('@/src/i18n/catalogues/es.json'),
    fr: () => import('@/src/i18n/catalogues/fr.json'),
    'pt-BR': () => import('@/src/i18n/catalogues/pt-BR.json'),
    'zh-CN': () => import('@/src/i18n/catalogues/zh-CN.json'),
    ar: () => import('@/src/i18n/catalogues/ar.json'),
  },
  admin: {
    en: () => import('@/src-admin/i18n/catalogues/en.json'),
    es: () => import('@/src-admin/i18n/catalogues/es.json'),
    fr: () => import('@/src-admin/i18n/catalogues/fr.json'),
    'pt-BR': () => import('@/src-admin/i18n/catalogues/pt-BR.json'),
    'zh-CN': () => import('@/src-admin/i18n/catalogues/zh-CN.json'),
    ar: () => import('@/src-admin/i18n/catalogues/ar.json'),
  },
};

/** One message as it ships: its app, its place, and its text in every language. */
export interface ShippedMessage {
  id: string;
  app: TranslationApp;
  area: string;
  key: string;
  texts: Record<Locale, string>;
}

export interface ShippedCatalogue {
  /** ordered by id */
  messages: ShippedMessage[];
  byId: ReadonlyMap<string, ShippedMessage>;
}

async function load(): Promise<ShippedCatalogue> {
  const messages: ShippedMessage[] = [];
  for (const app of Object.keys(LOADERS) as TranslationApp[]) {
    const byLocale = Object.fromEntries(
      await Promise.all(LOCALES.map(async (locale) => [locale, (await LOADERS[app][locale]()).default] as const)),
    ) as Record<Locale, CatalogueJson>;
    // English is the source: a message is one of its; a language without it writes English (as translate does)
    for (const [area, entries] of Object.entries(byLocale[DEFAULT_LOCALE])) {
      for (const [key, english] of Object.entries(entries)) {
        const texts = Object.fromEntries(LOCALES.map((locale) => [locale, byLocale[locale][area]?.[key] ?? english])) as Record<
          Locale,
          string
        >;
        messages.push({ id: `${area}.${key}`, app, area, key, texts });
      }
    }
  }
  messages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { messages, byId: new Map(messages.map((m) => [m.id, m])) };
}

let loading: Promise<ShippedCatalogue> | undefined;

/** The shipped catalogues, read once per process. */
export function shippedCatalogue(): Promise<ShippedCatalogue> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** `area.key` split where the area ends (areas have no dots; keys may). */
export function splitMessageId(id: string): { area: string; key: string } {
  const dot = id.indexOf('.');
  return dot < 0 ? { area: id, key: '' } : { area: id.slice(0, dot), key: id.slice(dot + 1) };
}
