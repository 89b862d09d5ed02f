// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { MODULE_IMPORTS } from './server/modules/layers.js';

const ROOT = import.meta.dirname;

// Each feature lists in `shared.json` the modules other features may import; the rest is its own.
// A list rather than a barrel file: a barrel would pull every shared module into whichever chunk
// imports it, and the public home page's first download has a budget (tests/e2e/public/bundle.spec.ts).
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedModules = (feature) => {
  const file = path.join(ROOT, 'src/features', feature, 'shared.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).modules.map((m) => `./${m}`) : [];
};
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `src/features/${feature}`,
    from: `src/features/${other}`,
    except: sharedModules(other),
    message: `${other} does not share this module: list it in src/features/${other}/shared.json if other features may use it.`,
  })),
);

// bulletproof-react's one-way flow: shared code -> features -> app. Shared code is what every
// feature and the app build on, so it imports neither; a feature is composed into screens by the
// app and never reaches back into it.
const SHARED = ['src/components', 'src/hooks', 'src/lib', 'src/config', 'src/utils', 'src/types'];
const layerZones = [
  {
    target: SHARED,
    from: ['src/features', 'src/app'],
    message:
      'Shared code (components, hooks, lib, config, utils, types) imports no feature and not the app: move what both need into shared code.',
  },
  { target: 'src/features', from: 'src/app', message: 'A feature never imports the app: the app composes features.' },
];

const boundaryZones = [
  {
    target: ['src', 'src-admin', 'common'],
    from: 'server',
    message: 'Browser and shared code never import the server: the contract lives in common/.',
  },
  { target: 'common', from: ['src', 'src-admin'], message: 'common/ is shared by every side and imports none of them.' },
  { target: 'src', from: 'src-admin', message: 'The investor app does not import the back office.' },
  {
    // The back office runs inside the investor app under /admin with the same session, HTTP client,
    // theme, form fields and addresses; those are the only parts of src/ it may use.
    target: 'src-admin',
    from: 'src',
    except: [
      './lib/auth/auth-provider.ts',
      './lib/auth/session.ts',
      // the browser's side of a passkey ceremony (staff acts under STAFF_PASSKEY=required)
      './lib/auth/webauthn.ts',
      './lib/api-client.ts',
      './lib/zod-no-eval.ts',
      './app/theme.ts',
      './components/form',
      './components/ui/sr-only.ts',
      // one language and direction for the whole page: the switcher's action and the pointing icons
      './components/ui/mirrored.ts',
      './lib/i18n/choose-locale.ts',
      './config/paths.ts',
      './utils/save-file.ts',
    ],
    message: 'The back office uses only what src/ shares with it (see eslint.config.js).',
  },
];

// Server modules point down only: server/modules/layers.js lists, per module, the modules it may
// import; every other module-to-module import is an error, and a declared circle stops ESLint here.
const SERVER_MODULES = readdirSync(path.join(ROOT, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
{
  const undeclared = SERVER_MODULES.filter((m) => !(m in MODULE_IMPORTS));
  if (undeclared.length) throw new Error(`server/modules/layers.js does not list ${undeclared.join(', ')}: say what each may import`);
  for (const [m, allowed] of Object.entries(MODULE_IMPORTS)) {
    if (!SERVER_MODULES.includes(m)) throw new Error(`server/modules/layers.js lists ${m}, which is not a folder of server/modules`);
    const unknown = allowed.filter((other) => !(other in MODULE_IMPORTS));
    if (unknown.length) throw new Error(`server/modules/layers.js: ${m} may import ${unknown.join(', ')}, which it does not list`);
  }
  // depth-first search; a grey module met again closes a circle
  const state = new Map();
  const visit = (m, trail) => {
    if (state.get(m) === 'done') return;
    if (state.get(m) === 'open') {
      const circle = [...trail.slice(trail.indexOf(m)), m].join(' -> ');
      throw new Error(`server/modules/layers.js declares a circle: ${circle}. Move what they share down into a lower module.`);
    }
    state.set(m, 'open');
    for (const other of MODULE_IMPORTS[m]) visit(other, [...trail, m]);
    state.set(m, 'done');
  };
  for (const m of Object.keys(MODULE_IMPORTS)) visit(m, []);
}
const serverModuleZones = SERVER_MODULES.map((m) => ({
  target: `server/modules/${m}`,
  from: SERVER_MODULES.filter((other) => other !== m && !MODULE_IMPORTS[m].includes(other)).map((other) => `server/modules/${other}`),
  message: `${m} may not import this module (server/modules/layers.js: modules only point down; move shared parts to a lower module).`,
})).filter((zone) => zone.from.length);

// `../../x` is written `@/<path from the repository root>`; one level up and below stays relative.
const CLIMBS_TWO = '^\\.\\./\\.\\.(/|$)';
// esquery regexes cannot hold a slash, so the selectors spell it \x2F.
const CLIMBS_TWO_SELECTOR = CLIMBS_TWO.replaceAll('/', '\\x2F');
const climbMessage = 'Write imports that climb two folders or more as `@/<path from the repository root>`.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      // the SSR build, normally removed by the prerender step; an interrupted build leaves it
      'dist-ssr/**',
      '.startup-build-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'scratch*/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...boundaryZones, ...layerZones, ...featureZones] }],
      'no-restricted-imports': ['error', { patterns: [{ regex: CLIMBS_TWO, message: climbMessage }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${CLIMBS_TWO_SELECTOR}/]`, message: climbMessage },
        {
          selector: `CallExpression[callee.object.name='vi'][arguments.0.value=/${CLIMBS_TWO_SELECTOR}/]`,
          message: climbMessage,
        },
        ...[
          'Program > VariableDeclaration > VariableDeclarator > NewExpression',
          'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression',
        ].map((path) => ({
          selector: `${path}[callee.object.name='Intl']`,
          message: 'Make Intl formatters on first use (common/on-first-use.ts): the first one costs a phone 40-75 ms at load',
        })),
      ],
      // `let x; ... x = ...` stays when a closure may read x before that one assignment (server.ts shutdown)
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // A leading underscore marks an argument a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // the server's module layering; the other zones do not target server/
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...boundaryZones, ...serverModuleZones] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'src-admin/**/*.{ts,tsx}', 'tests/unit/web/**/*.{ts,tsx}', 'tests/unit/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'src-admin/**/*.{ts,tsx}', 'tests/unit/web/**/*.{ts,tsx}', 'tests/unit/admin/**/*.{ts,tsx}'],
    rules: {
      // Says the React Compiler would skip a component using react-hook-form's watch(); the build does not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // ESLint reads only code; this lets the naming rules below see the other files of src/ (shared.json).
    files: ['src/**/*.json'],
    ignores: ['src/i18n/catalogues/*.json'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // Every word a person reads comes from a catalogue (docs/adr/0199): no text in JSX, nor in
    // the props that name or describe things.
    files: ['src/**/*.tsx', 'src-admin/**/*.tsx'],
    ignores: ['src/prerender/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'title',
              'placeholder',
              'label',
              'helperText',
              'alt',
              'primary',
              'secondary',
              'emptyText',
              'primaryText',
            ],
          },
          // what these calls take are keys, coin symbols and formats, not words
          callees: { exclude: ['translate', 'coinText', 'replace', 'includes', 'startsWith', 'endsWith', 'require'] },
        },
      ],
    },
  },
  {
    // One naming convention for the investor app: kebab-case file and folder names
    // (`page-header.tsx`, `withdrawal-addresses/`), whatever the file exports.
    files: ['src/**/*'],
    // catalogues are named by their language tag (pt-BR.json, zh-CN.json)
    ignores: ['src/i18n/catalogues/*.json'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { 'src/**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The back office names files as react-admin's examples do: a .tsx (a component, or JSX such
    // as a list's filters) in PascalCase (`PayoutDesk.tsx`), any other module in camelCase
    // (`httpClient.ts`, `useIntentKey.ts`, `index.ts`).
    files: ['src-admin/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src-admin/**/*.tsx': 'PASCAL_CASE', 'src-admin/**/*.ts': 'CAMEL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  prettier,
);
