import { createRequire } from 'node:module';
import path from 'node:path';

// The statement's typefaces: Noto Sans for Latin, Greek and Cyrillic, Noto Sans SC for Chinese,
// Noto Naskh Arabic for Arabic, each regular and bold. pdfkit's standard Helvetica has only
// WinAnsi, which cannot draw 'Ł', let alone 王 or م. pdfkit embeds only the glyphs a statement
// uses, so the file stays small whatever the fonts weigh.
//
// The Arabic face is the Naskh build of @embedpdf/fonts-arabic, not the current Noto Sans Arabic:
// that one draws ب ت ث ن ي (and س ش, ...) from one dotless letter plus separate dots, so the
// PDF's text layer can map the shared glyph to only one of those letters and a copied or
// searched word comes out misspelt. This build has a glyph for each letter in each form.

export const FONT_SCRIPTS = ['latin', 'cjk', 'arabic'] as const;
export type FontScript = (typeof FONT_SCRIPTS)[number];
export type Weight = 'regular' | 'bold';

// Found in node_modules by package name, from the TypeScript source (tsx, vitest) and from the
// bundle in dist-server/ alike: scripts/build-server.mjs keeps packages external, and the bundle
// sits inside the repository, so the same lookup climbs to the same node_modules. Each file is
// named whole, here, so that the dependency check (knip) sees the packages in use.
const require = createRequire(import.meta.url);
/** @embedpdf/fonts-arabic exports only its index (dist/): its fonts lie beside that */
const embedpdfArabic = (file: string) => path.resolve(path.dirname(require.resolve('@embedpdf/fonts-arabic')), '../fonts', file);

const FILES: Record<FontScript, Record<Weight, () => string>> = {
  latin: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  cjk: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
  arabic: {
    regular: () => embedpdfArabic('NotoNaskhArabic-Regular.ttf'),
    bold: () => embedpdfArabic('NotoNaskhArabic-Bold.ttf'),
  },
};

/** The file of a face, as an absolute path (throws, naming it, when the package is missing). */
export const fontFile = (script: FontScript, weight: Weight): string => FILES[script][weight]();

/** The name a face is registered under in a document. */
export const fontName = (script: FontScript, weight: Weight): string => `${script}-${weight}`;

/**
 * Makes the six faces known to a document by name. pdfkit reads a file only when its face is
 * first used, so an English statement never opens the 10 MB Chinese ones.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const script of FONT_SCRIPTS) {
    for (const weight of ['regular', 'bold'] as const) doc.registerFont(fontName(script, weight), fontFile(script, weight));
  }
}
