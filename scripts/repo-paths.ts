import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Paths the repository names in its docs, comments and messages, checked against the repository
 * itself: a reader sent to a file under docs/ finds it, and nothing sends them outside the clone
 * (a file beside the checkout, a design note on one machine). The product specification is an outside
 * document and is named by section ("Product specification, domain §5"), never by a path.
 */

/** The files whose text names paths: code, docs, configuration; not data. */
const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|md|json|ya?ml|css|html|sh)$|^\.ci\//;
/** Not read: lock and migration files, and the test of this, whose probes name missing files on purpose. */
const NOT_READ = /^(package-lock\.json|apps\/api\/migrations\/|scripts\/repo-paths\.test\.ts$)/;

/** `docs/…` not inside a longer path (`apps/x/docs/…` is another folder); ends on a letter or digit. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*\w/g;
/** A Markdown file named anywhere, bare or with its folders. */
const MARKDOWN_NAME = /(?<![\w./-])(?:\.{1,2}\/)*[\w-]+(?:\/[\w.-]+)*\.md\b/g;
/**
 * A section of a document: `docs/pricing.md §8` (a heading `## 8.`) or `docs/decisions.md D12` (an
 * entry `### D12.`); inside docs/ the folder may be left out.
 */
const SECTION = /(?<![\w./-])((?:docs\/)?[\w-]+\.md),? (?:§(\d+)|D(\d+))\b/g;
/** A section named by its title: `docs/tariffs.md, "Rate sheets"` (a heading holding that text). */
const TITLED_SECTION = /(?<![\w./-])((?:docs\/)?[\w-]+\.md),? "([^"]+)"/g;
/** A path climbing out of its folder: one or more `..` steps, then names. */
const RELATIVE_UP = /(?<![\w./-])(?:\.\.\/)+[\w.-]+(?:\/[\w.-]+)*/g;

/**
 * The comments of a line of code, where a path is a reference for a reader; a string in code is
 * often a path on purpose (an import, a probe that an ESLint test lints under a made-up name).
 */
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  if (/^(\/\/|\/\*|\*|#)/.test(trimmed)) return line;
  const at = line.indexOf(' // ');
  return at >= 0 ? line.slice(at) : '';
}

export interface PathProblem {
  file: string;
  line: number;
  path: string;
  why: string;
}

export interface Repository {
  root: string;
  /** Paths relative to the root, with `/`. */
  files: string[];
  /** The files' own names, for a document named without its folder. */
  names: Set<string>;
}

/** The files git would commit here: tracked and new, not ignored. */
export function repository(root: string): Repository {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root });
  const files = out
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  return { root, files, names: new Set(files.map((file) => path.posix.basename(file))) };
}

/** Every problem of the paths one file's text names. */
const headings = new Map<string, string>();

/** The headings of a document of the repository, or undefined when it has none such. */
function headingsOf(repo: Repository, relative: string): string | undefined {
  if (!headings.has(relative)) {
    const absolute = path.join(repo.root, relative);
    const text = existsSync(absolute) ? readFileSync(absolute, 'utf8') : '';
    headings.set(
      relative,
      text
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .join('\n'),
    );
  }
  return headings.get(relative) || undefined;
}

export function pathProblems(repo: Repository, file: string, text: string): PathProblem[] {
  const inside = (absolute: string) => !path.relative(repo.root, absolute).startsWith('..');
  const exists = (relative: string) => existsSync(path.join(repo.root, relative));
  const dir = path.join(repo.root, path.dirname(file));
  const markdown = file.endsWith('.md');
  const problems: PathProblem[] = [];

  text.split('\n').forEach((line, index) => {
    const report = (named: string, why: string) => problems.push({ file, line: index + 1, path: named, why });

    for (const [named] of line.matchAll(DOCS_PATH)) {
      if (!exists(named)) report(named, 'no such file in the repository');
    }
    for (const [named] of line.matchAll(MARKDOWN_NAME)) {
      if (named.startsWith('docs/')) continue; // checked above
      const found =
        inside(path.resolve(dir, named)) &&
        (existsSync(path.resolve(dir, named)) || exists(named) || (!named.includes('/') && repo.names.has(named)));
      if (!found) report(named, 'names a document the repository does not hold');
    }
    const titlesOf = (document: string) => {
      const relative = [path.posix.join(path.posix.dirname(file), document), document, `docs/${document}`].find(
        (candidate) => exists(candidate),
      );
      return relative && headingsOf(repo, relative);
    };
    for (const [named, document, section, entry] of line.matchAll(SECTION)) {
      const titles = titlesOf(document!);
      if (!titles) continue; // a missing document is reported above
      const heading = section ? new RegExp(`^#{2,3} ${section}\\. `, 'm') : new RegExp(`^### D${entry}\\. `, 'm');
      if (!heading.test(titles)) report(named, 'names a section its document does not have');
    }
    for (const [named, document, title] of line.matchAll(TITLED_SECTION)) {
      const titles = titlesOf(document!);
      if (titles && !titles.toLowerCase().includes(title!.toLowerCase())) {
        report(named, 'names a section its document does not have');
      }
    }
    const prose = markdown ? line : commentOf(line);
    for (const [named] of prose.matchAll(RELATIVE_UP)) {
      if (!inside(path.resolve(dir, named))) report(named, 'points outside the repository');
    }
  });
  return problems;
}

/** Every problem in the repository's own files. */
export function repositoryPathProblems(repo: Repository): PathProblem[] {
  return repo.files
    .filter((file) => TEXT_FILE.test(file) && !NOT_READ.test(file))
    .flatMap((file) => pathProblems(repo, file, readFileSync(path.join(repo.root, file), 'utf8')));
}
