import { fileURLToPath } from 'node:url';

/** The monorepo root, whatever the current directory (npm runs workspace scripts in bench/). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The bench directory itself. */
export const benchRoot = fileURLToPath(new URL('../', import.meta.url));

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
