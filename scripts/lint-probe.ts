import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Probes are code linted as if it were a file of the real tree named `*probe*.ts(x)`; nothing is
 * written to disk. The typed rules (eslint.config.js, projectService) need every file in a
 * TypeScript project, and a file that is not on disk is in none, so probes get the project
 * service's default project. Its globs cannot hold `**`: one per depth.
 */
const probeFiles = [1, 2, 3, 4, 5, 6].map((depth) => `${'*/'.repeat(depth)}*probe*.{ts,tsx}`);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*probe*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: probeFiles,
          // Its cap (8 files) guards real trees from a slow default project; probes are a few
          // lines each, one per path, and there are more than 8 of them.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 200,
        },
      },
    },
  },
});

/** The rules (or parsing errors) the project's ESLint config reports on `code` at `filePath`. */
export async function lintProbe(filePath: string, code: string): Promise<string[]> {
  if (!/probe[^/]*\.tsx?$/.test(filePath)) throw new Error(`a probe's file name says probe: ${filePath}`);
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
