// Writes one area of an app's catalogues, every language at once, keeping the other areas:
//   node scripts/i18n/put-area.mjs <catalogue folder> <area> <file>
// <file> is JSON: { "en": { key: message }, "es": {...}, "fr": {...}, "pt-BR": {...}, "zh-CN": {...}, "ar": {...} }.
// Several people may write areas of the same catalogues at once: run it under `flock`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = ['en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'];
const [dir, area, file] = process.argv.slice(2);
if (!dir || !area || !file) {
  console.error('usage: node scripts/i18n/put-area.mjs <catalogue folder> <area> <file>');
  process.exit(2);
}
const given = JSON.parse(readFileSync(file, 'utf8'));
const missing = LOCALES.filter((l) => !given[l]);
if (missing.length) {
  console.error(`${file} lacks ${missing.join(', ')}`);
  process.exit(1);
}
for (const locale of LOCALES) {
  const target = path.join(dir, `${locale}.json`);
  let catalogue = {};
  try {
    catalogue = JSON.parse(readFileSync(target, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  catalogue[area] = given[locale];
  const sorted = Object.fromEntries(
    Object.keys(catalogue)
      .sort()
      .map((k) => [k, catalogue[k]]),
  );
  writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${area}: ${Object.keys(given.en).length} messages in ${LOCALES.length} languages -> ${dir}`);
