// The catalogues stay whole (run by `npm run lint`):
// - every language of an app has exactly English's messages, each a valid ICU message with the
//   same variables as English's;
// - every message the code names (defineTexts('area', { key }) and translate('area.key')) is in
//   English, and every English message is named somewhere (no dead words to translate);
// - an area belongs to one app, so an id means one thing.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = ['en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar'];
/** each app's catalogue folder */
const APPS = ['common', 'server', 'src', 'src-admin'];
const SOURCES = ['common', 'server', 'src', 'src-admin', 'scripts'];

const problems = [];
/** '<locale> <id>' of the phrases that really are the same as in English (names, product terms) */
const SAME_AS_ENGLISH = new Set(JSON.parse(readFileSync(path.join(import.meta.dirname, 'same-as-english.json'), 'utf8')));
const catalogueDir = (app) => path.join(ROOT, app, 'i18n', 'catalogues');

function readCatalogue(app, locale) {
  try {
    return JSON.parse(readFileSync(path.join(catalogueDir(app), `${locale}.json`), 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return undefined;
    problems.push(`${app}/${locale}.json: ${err.message}`);
    return {};
  }
}

/** The variables a message uses, and whether it parses at all. */
function variablesOf(message, where) {
  const names = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type !== TYPE.literal && el.type !== TYPE.pound && el.value !== undefined) names.add(el.value);
      if (el.options) for (const option of Object.values(el.options)) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  try {
    walk(parse(message, { ignoreTag: true }));
  } catch (err) {
    problems.push(`${where}: not a valid ICU message (${err.message})`);
  }
  return [...names].sort().join(',');
}

const defined = new Map(); // id -> where English has it
const areaOwner = new Map();
for (const app of APPS) {
  const english = readCatalogue(app, 'en');
  if (!english) continue;
  for (const locale of LOCALES) {
    const catalogue = readCatalogue(app, locale);
    if (!catalogue) {
      problems.push(`${app}: no ${locale} catalogue`);
      continue;
    }
    for (const [area, messages] of Object.entries(english)) {
      if (locale === 'en') {
        if (areaOwner.has(area)) problems.push(`area '${area}' is in both ${areaOwner.get(area)} and ${app}`);
        areaOwner.set(area, app);
      }
      for (const [key, text] of Object.entries(messages)) {
        const id = `${area}.${key}`;
        const where = `${app}/i18n/catalogues/${locale}.json ${id}`;
        if (locale === 'en') defined.set(id, `${app}/i18n/catalogues/en.json`);
        const translated = catalogue[area]?.[key];
        if (typeof translated !== 'string') {
          problems.push(`${where}: missing`);
          continue;
        }
        if (locale !== 'en' && variablesOf(translated, where) !== variablesOf(text, `${app} en ${id}`)) {
          problems.push(`${where}: its variables differ from English's`);
        }
        // a sentence left in English is a translation not done (one word may be the same word)
        if (locale !== 'en' && translated === text && /\p{L}+\s+\p{L}+/u.test(text) && !SAME_AS_ENGLISH.has(`${locale} ${id}`)) {
          problems.push(`${where}: still English (a phrase that reads the same in ${locale} goes in scripts/i18n/same-as-english.json)`);
        }
      }
    }
    for (const [area, messages] of Object.entries(catalogue)) {
      for (const key of Object.keys(messages)) {
        if (english[area]?.[key] === undefined) problems.push(`${app}/i18n/catalogues/${locale}.json ${area}.${key}: not in English`);
      }
    }
  }
}

function sourceFiles(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const used = new Map(); // id -> first file naming it
const name = (node) => (ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined);
for (const file of SOURCES.flatMap(sourceFiles)) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (!text.includes('defineTexts') && !text.includes('translate(')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // the file's `const X = { ... }` objects: a spec written once and given to several areas
  const objects = new Map();
  const unwrap = (node) =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
  const collect = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isObjectLiteralExpression(unwrap(node.initializer))
    ) {
      objects.set(node.name.text, unwrap(node.initializer));
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = name(node.expression);
      const [first, given] = node.arguments;
      const second = given && ts.isIdentifier(given) ? objects.get(given.text) : given;
      if (callee === 'defineTexts' && second && ts.isObjectLiteralExpression(second)) {
        for (const property of second.properties) {
          const key =
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : undefined;
          if (key) used.set(`${first.text}.${key}`, used.get(`${first.text}.${key}`) ?? file);
        }
      } else if (callee === 'translate' && first.text.includes('.') && !first.text.startsWith('ra.')) {
        // ('ra.*' are react-admin's own messages, from its language packs)
        used.set(first.text, used.get(first.text) ?? file);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

for (const [id, file] of used) if (!defined.has(id)) problems.push(`${file}: names '${id}', which no English catalogue has`);
for (const [id, file] of defined) if (!used.has(id)) problems.push(`${file}: '${id}' is named nowhere in the code`);

if (problems.length) {
  console.error(`catalogues: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`catalogues: ${defined.size} messages in ${LOCALES.length} languages, all named and whole`);
