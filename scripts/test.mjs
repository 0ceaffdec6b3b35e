// `npm test`: every check in order: the schema against its migrations, typecheck and lint (side by
// side), unit, integration, build, the size budget, end-to-end. Stops at the first failing stage;
// the runners print their own summaries, and the last line adds the tests up as "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireProjectNode } from './project-node.mjs';

requireProjectNode('npm test');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
rmSync(path.join(root, 'e2e', 'test-results', 'results.json'), { force: true });
mkdirSync(results, { recursive: true });

const vitest = (name, projects) => ({
  name,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${name}.json`)}`,
  ],
  counts: () => vitestCounts(path.join(results, `${name}.json`)),
});

// Each stage's steps run side by side: tsc and ESLint use one core each, and this machine has two.
const stages = [
  // Seconds, so first: a schema committed without its migration fails before minutes of the rest.
  [{ name: 'migrations', command: 'node', args: ['scripts/check-migrations.mjs'] }],
  [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  ],
  [vitest('unit', ['domain', 'web', 'tools'])],
  [vitest('integration', ['api-*'])],
  [{ name: 'build', command: 'npm', args: ['run', 'build', '--silent'] }],
  // Seconds: the first screens' JavaScript against their size budget (issue 30), from the build's
  // manifest; over budget it names the route and its largest chunks.
  [{ name: 'size budget', command: 'node', args: ['scripts/bundle-budget.mjs'] }],
  [
    {
      name: 'e2e',
      command: 'npm',
      args: ['run', 'test:e2e', '--silent'],
      // The phone in every language (e2e/support/screenshots.ts); a developer looking at a screen
      // runs its spec without this and gets every picture.
      env: { E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'sample' },
      // e2e/playwright.config.ts writes its JSON report there.
      counts: () => playwrightCounts(path.join(root, 'e2e', 'test-results', 'results.json')),
    },
  ],
];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function vitestCounts(file) {
  const report = readJson(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : undefined;
}

function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected } : undefined;
}

/**
 * Runs a step. Alone in its stage it writes straight to the terminal; beside another step its
 * output is kept and printed whole when it ends, so two runners' lines never interleave.
 */
function run(step, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
      resolve({ step, ok: code === 0, counts: step.counts?.() });
    });
  });
}

const total = { passed: 0, failed: 0 };
const started = Date.now();
let failedStep;
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n=== ${stage[0].name} ===`);
  else console.log(`\n=== ${stage.map((step) => step.name).join(' and ')}, side by side ===`);
  for (const { step, ok, counts } of await Promise.all(stage.map((step) => run(step, alone)))) {
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    }
    if (!ok) {
      failedStep ??= step.name;
      if (!counts || counts.failed === 0) total.failed += 1; // a step that failed outside its tests counts once
    }
  }
  if (failedStep) break;
}

console.log(
  `\nnpm test: ${failedStep ? `failed at ${failedStep}` : 'all steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
