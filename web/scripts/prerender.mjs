// Build step after `vite build`: builds the server entry (src/entry-server.tsx) into dist-server/, which
// the server loads to render logged-in visitors' book and search pages per request (ADR 0057), and with
// it prerenders the home page into dist/home.html, which the server sends to guests asking for `/`
// (server/src/plugins/web-app.ts, ADR 0036).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
// Beside dist/, not in it: dist/ is served to browsers. Node finds the packages it imports from here.
const outDir = path.join(webDir, 'dist-server');
await build({
  root: webDir,
  logLevel: 'error',
  // Every package bundled in, in its production form: the server process may run with any NODE_ENV, and
  // a development MUI names its classes differently from the browser's (`css-1gpsjip-MuiPaper-root`), so
  // the browser would insert every style again instead of adopting the drawing's (ADR 0057).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderHomePage, fillIndexHtml } = await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href);
const home = fillIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'), await renderHomePage());
writeFileSync(path.join(dist, 'home.html'), home);
process.stdout.write(`Prerendered the home page: dist/home.html (${(home.length / 1024).toFixed(1)} KB)\n`);
