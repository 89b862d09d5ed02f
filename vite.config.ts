import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs as its own process in development (scripts/dev.mjs); in production the
// server serves dist/ and /api from one origin.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin is large but only ever fetched under /admin (a lazy chunk).
    chunkSizeWarningLimit: 1500,
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
});
