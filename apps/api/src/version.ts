import { readFileSync } from 'node:fs';

/** The product version: the API package's, the same from `src/` and `dist/`. */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
