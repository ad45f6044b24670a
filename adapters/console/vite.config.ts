import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Built, the console is served by the service: its page at `/`, its hashed files under
// /console/assets/. Vite's development server serves it at its own root, like the service.
export default defineConfig(({ command }) => ({
  root: here('.'),
  base: command === 'build' ? '/console/' : '/',
  publicDir: false,
  build: {
    outDir: here('../../dist/console'),
    emptyOutDir: true,
    target: 'es2022',
    // The bundle-size check reads the manifest to find the entry chunk and its static imports.
    manifest: true,
    // Inline styles and scripts are refused by the page's Content-Security-Policy.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  // `npm run console:dev`: the API of a service started beside it with `npm run dev`.
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
