import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './harness.js';

/** A test app serving a built web app made of `files` (path in dist → content), in a temporary folder. */
export async function appServingWebDist(
  files: Readonly<Record<string, string | Buffer>>,
): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'cargo-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  const t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  return {
    t,
    close: async () => {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}
