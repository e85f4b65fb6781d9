import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { firstScreenChunkName, firstScreenChunksReset } from './build/first-screen-chunks';
import { icuCatalogues } from './build/icu-catalogues';
import { inlineStylesheet } from './build/inline-stylesheet';
import { inlineThemeScript } from './build/inline-theme-script';
import { pureContractConstants } from './build/pure-contract-constants';
import { serviceWorker } from './build/service-worker';

// In development the API runs as its own process; the browser sees one origin (cookies, CSP) through this proxy.
const apiTarget = process.env.HEARTH_API_URL ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false, xfwd: true },
};

// `vite build --ssr src/entry-server.tsx` (npm run build) makes dist-ssr/entry-server.js, the server render of the
// first browse screen (docs/decisions/0040): self-contained, so the server loads it without the web's packages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    pureContractConstants(),
    inlineThemeScript(),
    ...(isSsrBuild ? [] : [firstScreenChunksReset(), serviceWorker(), inlineStylesheet()]),
    icuCatalogues(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Catalogues arrive parsed (build/icu-catalogues.ts), so the browser never needs the ICU parser.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  ssr: { noExternal: true },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? { target: 'node22', outDir: 'dist-ssr', copyPublicDir: false, assetsInlineLimit: 0 }
    : {
        target: 'es2022',
        // Emit every asset as a file: no data: URIs, so the CSP needs no `data:` sources for fonts or images.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            // Group membership is decided per module (build/first-screen-chunks.ts); a module's dependencies are placed by their own reach.
            codeSplitting: { groups: [{ name: firstScreenChunkName(), includeDependenciesRecursively: false }] },
          },
          treeshake: {
            // @hearth/contracts modules only declare constants, schemas and functions: no side effects.
            moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
          },
        },
      },
}));
