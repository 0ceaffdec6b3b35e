#!/usr/bin/env node
/**
 * The end-to-end suite runs in Debian's headless Chromium (/usr/bin/chromium-headless-shell, the
 * package Debian builds from the same Chromium sources), never in a browser that Playwright
 * downloads, and the Chinese pages need CJK fonts (fonts-noto-cjk). This checks both; when
 * something is missing it installs it with apt-get if it runs as root, and otherwise stops with
 * the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];

function isInstalled(pkg) {
  if (pkg === 'chromium-headless-shell') return existsSync(CHROMIUM);
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  if (query.error) {
    // Not a Debian system: accept any font that covers Simplified Chinese.
    const fonts = spawnSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
    return !fonts.error && fonts.stdout.trim().length > 0;
  }
  return query.status === 0 && query.stdout.includes('install ok installed');
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.error}).`);
    process.exit(1);
  }
}

const missing = PACKAGES.filter((pkg) => !isInstalled(pkg));
if (missing.length === 0) {
  console.log(`ensure-chromium: ${CHROMIUM} and CJK fonts are installed.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-chromium: missing ${missing.join(', ')}. The end-to-end tests need Debian's headless Chromium and CJK fonts:\n` +
      `  sudo apt-get install chromium-headless-shell fonts-noto-cjk`,
  );
  process.exit(1);
}

run('apt-get', ['update']);
run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
const still = PACKAGES.filter((pkg) => !isInstalled(pkg));
if (still.length > 0) {
  console.error(`ensure-chromium: ${still.join(', ')} still missing after apt-get install.`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${missing.join(', ')}.`);
