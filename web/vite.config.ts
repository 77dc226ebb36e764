import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532,
 * #14102): a release would ship its development warnings and checks. The production build sits beside
 * it; a release is built against that one.
 */
function reactRouterProductionAliases() {
  const developmentDir = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const productionDir = path.join(developmentDir, '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(productionDir, 'dom-export.mjs') },
  ];
}

/**
 * The entry (src/main.tsx) loads the app's start with a dynamic import, so that a page drawn at build time
 * paints before any of the app's code is fetched (ADR 0036). index.html, which has nothing to paint, lists
 * the start chunk and every chunk it imports as modulepreload links, so the browser fetches them all at
 * once instead of learning of them one import at a time. home.html, made from it, drops them
 * (scripts/prerender.mjs).
 */
function preloadTheStart(): Plugin {
  return {
    name: 'raritet:preload-the-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/start.tsx'));
        if (start === undefined) throw new Error('No chunk for src/start.tsx');
        return [start.fileName, ...start.imports].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadTheStart(),
    // Text files get .br and .gz siblings once, at the best ratio; the server sends them as they are
    // (@fastify/static preCompressed). index.html is left out: the server sends it itself (ETag, book heads).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] }),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No script-made <link rel=modulepreload> per lazy chunk: on the drawn home page, adding sixty of them
    // to the head took longer than the tap budget (ADR 0036). A lazy chunk names its own imports, which the
    // browser then fetches side by side; index.html preloads the start (preloadTheStart). Lazy chunks'
    // CSS is still loaded by Vite's helper.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              // zod with its configuration (lib/zod-config.ts): every chunk that builds a schema imports
              // this one, so the configuration is in force before the first schema exists. In the entry
              // chunk it would run only after the chunks the entry imports, contracts included.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]web[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
              priority: 40,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
