import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress';
import { chunkCycleGuard, publicPageChunk } from './scripts/public-chunks';

// The API runs as its own process in development (scripts/dev.mjs); in production the
// server serves dist/ and /api from one origin.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), chunkCycleGuard()],
  resolve: {
    alias: [
      // `@/x` is x from the repository root, as tsconfig.base.json's paths say.
      { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
      {
        find: 'resize-observer-polyfill',
        replacement: fileURLToPath(new URL('./src/features/marketing/resize-observer.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page pulls in (tests/e2e/public/bundle.spec.ts reads it)
    manifest: true,
    // react-admin is large but only ever fetched under /admin (a lazy chunk).
    chunkSizeWarningLimit: 1500,
    // Every browser we serve has <link rel="modulepreload"> (Chrome 66, Firefox 115, Safari 17):
    // the polyfill would only add to the first page's JavaScript.
    modulePreload: { polyfill: false },
    // The entry carries every lazy route's list of chunk files to preload: names made of the
    // hash alone keep that list (and so the first page's JavaScript) from growing with each
    // feature's file names. The manifest still maps sources to files.
    rollupOptions: {
      // the app, and the script of the marketing pages, which are not hydrated (src/public-page.ts)
      ...(isSsrBuild ? {} : { input: { index: 'index.html', 'public-page': 'src/public-page.ts' } }),
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // the public pages' modules in a few files, not dozens (scripts/public-chunks.ts); the
        // prerender's build (--ssr) runs once in Node and keeps the bundler's own split
        ...(isSsrBuild ? {} : { codeSplitting: { groups: [{ name: publicPageChunk, includeDependenciesRecursively: false }] } }),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
}));
