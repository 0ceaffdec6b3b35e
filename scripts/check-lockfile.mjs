#!/usr/bin/env node
/**
 * `npm ci` refuses a package-lock.json that names an optional dependency without an entry of
 * its own ("Missing: … from lock file"). npm writes such a lock when the registry lacks some
 * platform builds of a package (CI's first run failed so: docs/decisions.md D1). This finds it
 * before CI does.
 */
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};
const installed = new Set(Object.keys(packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 13)));

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.has(name)) missing.push(`${name} (optional dependency of ${key || 'the root'})`);
  }
}
if (missing.length) {
  console.error(
    `package-lock.json names ${missing.length} optional dependencies without an entry, so \`npm ci\` would fail:\n` +
      missing.map((line) => `  ${line}`).join('\n') +
      '\nPin the package that wants them to a version whose builds the registry has (see docs/decisions.md).',
  );
  process.exit(1);
}
console.log('package-lock.json: every optional dependency has an entry.');
