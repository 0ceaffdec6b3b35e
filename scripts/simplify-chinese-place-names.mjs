#!/usr/bin/env node
/**
 * Converts the Chinese names of the committed geography data to Simplified characters, in place.
 *
 * The GeoNames catalogues the names came from (docs/data-sources.md) mix Simplified and Traditional
 * forms (貝爾格萊德 next to 贝尔格莱德); the product shows Chinese in Simplified only. OpenCC's
 * Traditional → mainland Simplified conversion (`t` → `cn`, opencc-js) is applied to the Chinese
 * column of each file; every other byte of the files stays as it is. Converting a name that is
 * Simplified already changes nothing, so the script can be run again at any time (after adding
 * rows, say) and then reports 0. The seed reads the converted files: the product needs no
 * converter at run time. apps/api/src/db/seed/reference/geography-world.pglite.test.ts checks
 * every Chinese name the seed writes with the same conversion.
 *
 * Usage: node scripts/simplify-chinese-place-names.mjs [--dry-run]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js/t2cn';

const DATA = new URL('../apps/api/src/db/seed/reference/data/', import.meta.url);

/** File → index of its Chinese column (the header comment of each file names its columns). */
const CHINESE_COLUMNS = {
  'city-names.tsv': 2,
  'admin1.tsv': 3,
  'railway-stations.tsv': 7,
  'transport-hubs.tsv': 8,
  'world-regions.tsv': 4,
};

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const dryRun = process.argv.includes('--dry-run');

for (const [file, column] of Object.entries(CHINESE_COLUMNS)) {
  const url = new URL(file, DATA);
  let changed = 0;
  const lines = readFileSync(url, 'utf8')
    .split('\n')
    .map((line) => {
      if (line.length === 0 || line.startsWith('#')) return line;
      const cells = line.split('\t');
      const name = cells[column];
      if (!name) return line;
      const simplified = toSimplified(name);
      if (simplified === name) return line;
      changed += 1;
      if (dryRun) console.log(`${file}\t${cells[0]}\t${name}\t${simplified}`);
      cells[column] = simplified;
      return cells.join('\t');
    });
  if (!dryRun && changed > 0) writeFileSync(url, lines.join('\n'));
  console.log(`${file}: ${changed} Chinese name(s) ${dryRun ? 'to convert' : 'converted'}`);
}
