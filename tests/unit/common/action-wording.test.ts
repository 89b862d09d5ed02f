import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ACTION } from '@/common/action-names';

// One wording per account action across the product (common/action-names.ts): every text the
// web app, the back-office, the shared messages, the e-mails and the API's descriptions show is
// read from the sources (string literals, template parts and JSX text; never comments or code)
// and none may name an action another way. The legacy fixed texts (SPEC_TEXTS) stay as they were.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['src', 'src-admin', 'common', 'server/modules', 'server/i18n'];

/** Each stray wording and the one to use instead. */
const STRAYS: { pattern: RegExp; use: string }[] = [
  { pattern: /\blog[ -]?ins?\b/i, use: ACTION.signIn },
  { pattern: /\blogg(?:ed|ing) in\b/i, use: 'signed in / signing in' },
  { pattern: /\blogouts?\b/i, use: ACTION.logOut },
  { pattern: /\bsign(?:s|ed|ing)?[ -]?outs?\b/i, use: `${ACTION.logOut} / logged out` },
  { pattern: /\bregister(?:s|ing)?\b/i, use: ACTION.signUp },
];

/** The legacy fixed texts (screen labels and toasts), where they stand. */
const SPEC_TEXTS: { file: string; text: string }[] = [
  { file: 'common/i18n/catalogues/en.json', text: 'Login Success' },
  { file: 'src/i18n/catalogues/en.json', text: 'Logout' },
  { file: 'src/i18n/catalogues/en.json', text: 'Login' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) return [rel];
    // the English catalogues: the wording rule is English's (the other languages translate it)
    return entry.name === 'en.json' && dir.endsWith('/catalogues') ? [rel] : [];
  });
}

/** The texts of a source file a person may read: string literals, template parts, JSX text. */
function texts(file: string): { line: number; text: string }[] {
  if (file.endsWith('.json')) return catalogueTexts(file);
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    // module names (@mui/icons-material/Logout) are not texts
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A catalogue's messages ({ area: { key: message } }), each with the line it is on. */
function catalogueTexts(file: string): { line: number; text: string }[] {
  const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const areas = JSON.parse(lines.join('\n')) as Record<string, Record<string, string>>;
  return Object.values(areas).flatMap((messages) =>
    Object.entries(messages).map(([key, text]) => ({
      line: lines.findIndex((l) => l.trimStart().startsWith(`${JSON.stringify(key)}:`)) + 1,
      text: text.trim(),
    })),
  );
}

/** Addresses (/api/user/login, /login?redirect=) and code names (useLogin, login-form) are not wording. */
const withoutAddresses = (text: string) => text.replace(/(^|\s|`|\()\/\S*/g, '$1');
/** A text a person reads has a space or a capital; 'login' alone is a key or a name in code. */
const isWording = (text: string) => /\s/.test(text) || /^[A-Z]/.test(text);

describe('one wording per account action', () => {
  it('the action names are written once', () => {
    expect(ACTION).toEqual({ signIn: 'Sign in', signUp: 'Sign up', logOut: 'Log out' });
  });

  it('no text of ours names sign-in, sign-up or log-out another way (legacy fixed texts aside)', () => {
    const strays: string[] = [];
    for (const file of SCANNED.flatMap(sourceFiles)) {
      for (const { line, text } of texts(file)) {
        if (!isWording(text) || SPEC_TEXTS.some((spec) => spec.file === file && spec.text === text)) continue;
        const stray = STRAYS.find(({ pattern }) => pattern.test(withoutAddresses(text)));
        if (stray) strays.push(`${file}:${line}: "${text.slice(0, 100)}" (use "${stray.use}")`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('the legacy fixed texts are still where the allow-list says', () => {
    for (const { file, text } of SPEC_TEXTS)
      expect(
        texts(file).map((t) => t.text),
        file,
      ).toContain(text);
  });
});
