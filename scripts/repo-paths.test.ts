import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathProblems, repository, repositoryPathProblems } from './repo-paths.js';

const repo = repository(fileURLToPath(new URL('..', import.meta.url)));

describe('paths the repository names', () => {
  it('every docs/… path named in code or docs exists, and none points outside the repository', () => {
    expect(repositoryPathProblems(repo)).toEqual([]);
  });

  it('a docs path that does not exist is found', () => {
    const found = pathProblems(repo, 'apps/api/src/probe.ts', '/** The rules (docs/no-such-file.md §2). */');
    expect(found).toEqual([expect.objectContaining({ path: 'docs/no-such-file.md', line: 1 })]);
  });

  it('a section or decision its document does not have is found', () => {
    const text = [
      'Formulas in docs/pricing.md §8 and docs/pricing.md §99.',
      'Why: docs/decisions.md D1, docs/decisions.md D9999.',
    ].join('\n');
    expect(pathProblems(repo, 'apps/api/src/probe.ts', text).map((problem) => problem.path)).toEqual([
      'docs/pricing.md §99',
      'docs/decisions.md D9999',
    ]);
    // By title: a heading must hold it (an entry's old title, from before the record was numbered, fails).
    const titled = 'Sheets (docs/tariffs.md, "Rate sheets"); pins (docs/decisions.md, "Package versions for Node 20").';
    expect(pathProblems(repo, 'apps/api/src/probe.ts', titled).map((problem) => problem.path)).toEqual([
      'docs/decisions.md, "Package versions for Node 20"',
    ]);
    // Inside docs/ a document is named without its folder.
    expect(pathProblems(repo, 'docs/probe.md', 'See performance.md §4 and performance.md §40.')).toEqual([
      expect.objectContaining({ path: 'performance.md §40' }),
    ]);
  });

  it('a document beside the checkout is found, by path or by name', () => {
    const text = ['See ../shared/DESIGN.md for the layout.', 'As DESIGN.md §4 says, and spec/domain.md §5.'].join('\n');
    expect(pathProblems(repo, 'README.md', text).map((problem) => problem.path)).toEqual([
      '../shared/DESIGN.md',
      '../shared/DESIGN.md',
      'DESIGN.md',
      'spec/domain.md',
    ]);
  });

  it('a comment climbing out of the repository is found; an import inside it is not', () => {
    const text = ["import { format } from '../../shared/format.js';", '// the notes in ../../notes/api.txt'].join('\n');
    expect(pathProblems(repo, 'scripts/probe.ts', text)).toEqual([
      expect.objectContaining({ path: '../../notes/api.txt', line: 2, why: 'points outside the repository' }),
    ]);
  });
});
