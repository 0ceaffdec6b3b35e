/**
 * Debian's headless Chromium as the tests launch it (D138): the headless shell, the same engine
 * without the desktop browser around it, a quarter less CPU over the suite; as root, and without
 * the background networking this machine's closed network refuses (env: node-svc).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
