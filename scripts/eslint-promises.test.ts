import { describe, expect, it } from 'vitest';
import { lintProbe } from './lint-probe.js';

/**
 * `@typescript-eslint/no-floating-promises` needs type information (eslint.config.js:
 * projectService; the root tsconfig.json's references find the project of every file, tests and
 * tools included, and lint stops on a file in none). These probes prove the rule is on.
 */
const floating = 'async function save(): Promise<void> {}\nexport function probe(): void {\n  save();\n}\n';
const rule = '@typescript-eslint/no-floating-promises';

describe('promises are awaited or let go on purpose', () => {
  it.each([
    'apps/api/src/promise-probe.ts',
    'apps/web/src/promise-probe.tsx',
    'apps/api/test/promise-probe.ts',
    'scripts/promise-probe.test.ts',
  ])('a floating promise is refused in %s', async (filePath) => {
    expect(await lintProbe(filePath, floating)).toEqual([rule]);
  });

  it('an awaited promise, or one let go with `void`, passes', async () => {
    const handled =
      'async function save(): Promise<void> {}\nexport async function probe(): Promise<void> {\n  await save();\n  void save();\n}\n';
    expect(await lintProbe('apps/api/src/promise-probe.ts', handled)).toEqual([]);
  });
});
