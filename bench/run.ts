/**
 * Runs every benchmark in benchmarks/ (each a module exporting `run(): Promise<object>`), one
 * after the other, and prints one JSON line per benchmark on stdout; progress goes to stderr.
 * Names given as arguments run only those: `npm run bench -- health-vs-bare-fastify`.
 * Slow figures never fail the run; a benchmark that cannot run does (exit 1, after the others).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchRoot, log } from './lib/paths.js';

interface Benchmark {
  run(): Promise<object>;
}

const dir = path.join(benchRoot, 'benchmarks');
const all = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length) {
  log(`unknown benchmark(s) ${unknown.join(', ')}; there are: ${all.join(', ')}`);
  process.exit(2);
}

// `npm run bench` runs on the project's Node (node_modules/.bin first on PATH); the figures name it.
log(`Node.js ${process.version}`);
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  log(`${name}: starting`);
  const started = performance.now();
  try {
    const module = (await import(pathToFileURL(path.join(dir, `${name}.ts`)).href)) as Partial<Benchmark>;
    if (typeof module.run !== 'function') throw new Error(`benchmarks/${name}.ts exports no run()`);
    const result = await module.run();
    process.stdout.write(`${JSON.stringify({ name, node: process.version, ...result })}\n`);
    log(`${name}: done in ${Math.round((performance.now() - started) / 1000)} s`);
  } catch (error) {
    failed++;
    log(`${name}: could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
