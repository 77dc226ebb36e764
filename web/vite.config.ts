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
 * The entry (src/main.tsx) loads the client entry with a dynamic import, so that a page prerendered at build time
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
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/entry-client.tsx'));
        if (start === undefined) throw new Error('No chunk for src/entry-client.tsx');
        const notListed = (fileName: string) => !html.includes(`/${fileName}"`);
        return [start.fileName, ...start.imports].filter(notListed).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild = false }) => ({
  // The server's render module (scripts/prerender.mjs) is read by Node from disk: nothing to preload or
  // compress, and it is cut into chunks by its own imports.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        preloadTheStart(),
        // Text files get .br and .gz siblings once, at the best ratio; the server sends them as they are
        // (@fastify/static preCompressed). index.html is left out: the server sends it itself (ETag, heads).
        compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] }),
      ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The app's start is an entry of its own (main.tsx imports it once the page has painted), so that
          // the '$initial' group below can gather what it statically needs into one chunk.
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            start: path.resolve(import.meta.dirname, 'src/entry-client.tsx'),
          },
          output: {
            // Libraries change far less often than the app: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                {
                  // Vite's helpers (preloading a lazy chunk's imports), which the entry imports too: inside
                  // the start's chunk they would make the entry load and run the start before the first paint.
                  name: 'vite-helpers',
                  test: /^\0vite\//,
                  priority: 50,
                },
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
                {
                  // Everything the start needs before it can draw, in the start's own chunk: left to itself
                  // the bundler cut it into some sixty small chunks shared with the lazy screens, each a
                  // request, and brotli packs one file tighter (ADR 0036). Only the entry itself stays out,
                  // or it would run the start before the first paint. Lazy screens import from this chunk;
                  // they only ever load after it.
                  name: 'start',
                  tags: ['$initial'],
                  test: (id: string) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id),
                  priority: 20,
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
