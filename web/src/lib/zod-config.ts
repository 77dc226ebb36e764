import { z } from 'zod';

/**
 * The server's Content-Security-Policy has no 'unsafe-eval'. Zod probes once for `new Function` (its
 * faster object parser); the browser refuses it and reports a CSP violation although zod catches the
 * throw. Jitless parsing skips the probe, at a cost nobody notices for the app's small answers.
 * Imported first by start.tsx, before any schema parses.
 */
z.config({ jitless: true });
