import { config } from 'zod';

/**
 * Zod compiles a fast path with `new Function` where it may, and finds out by trying once, at the
 * first parse. The page's Content Security Policy (`script-src 'self'`) refuses that, and Chromium
 * reports each refusal as a violation (Lighthouse's best practices count it: D139). Schemas decide
 * at construction, when the domain's modules load, so this must run before them: vite.config.ts
 * puts this module in zod's own chunk, which every chunk with a schema imports and which runs
 * whole before them (in the entry's code it ran after the entry's imports, too late).
 */
config({ jitless: true });
