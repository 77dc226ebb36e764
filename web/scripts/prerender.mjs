// Build step after `vite build`: renders the home page (src/prerender.tsx) into dist/home.html, which the
// server sends to guests asking for `/` (server/src/plugins/web-app.ts). ADR 0036.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
// Inside the repository, so Node finds the packages the server bundle imports.
const outDir = path.join(webDir, '..', 'node_modules', '.cache', 'raritet-prerender');
try {
  await build({
    root: webDir,
    logLevel: 'error',
    // The contracts are TypeScript sources: bundled, not loaded by Node.
    ssr: { noExternal: ['@raritet/contracts'] },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const { renderHomePage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const { html, styles } = await renderHomePage();
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const home = index
    // The drawn page paints first and asks for the app's code after (src/main.tsx, ADR 0036).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', () => `${styles}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  if (home === index || !home.includes(html)) throw new Error('index.html has no empty #root to fill');
  writeFileSync(path.join(dist, 'home.html'), home);
  process.stdout.write(`Prerendered the home page: dist/home.html (${(home.length / 1024).toFixed(1)} KB)\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
