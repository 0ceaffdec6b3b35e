// The Node.js the project runs on is the root package.json's `engines.node`. On Linux (x64, arm64)
// `npm install` brings it: the optional dependency node-linux-<cpu> puts it in node_modules/.bin,
// and `npm run …`, `npm start`, `npm test` and `npx …` put that folder first on PATH, while npm
// itself may run on an older Node of the machine. Elsewhere the developer's own Node must be it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Says which Node runs `what`, and stops with what to do when it is not the project's. */
export function requireProjectNode(what) {
  const wanted = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  if (semver.satisfies(process.version, wanted)) {
    console.log(`${what} on Node.js ${process.version} (${process.execPath})`);
    return;
  }
  console.error(
    `${what} needs Node.js ${wanted}; this is ${process.version} (${process.execPath}).\n${remedy(wanted)}`,
  );
  process.exit(1);
}

function remedy(wanted) {
  if (existsSync(path.join(root, 'node_modules/.bin/node'))) {
    return 'The project installed its own Node in node_modules/.bin: run this through npm (`npm start`, `npm test`, `npx …`), which puts that folder first on PATH.';
  }
  if (process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch)) {
    return (
      "Run `npm install` (without --omit=optional): it installs the project's Node (node-linux-" +
      process.arch +
      ') into node_modules/.bin.'
    );
  }
  return `The npm registry serves no Node package of this major version for ${process.platform}-${process.arch}: install Node.js ${wanted} yourself (\`nvm install\` reads .nvmrc) and run it again.`;
}
