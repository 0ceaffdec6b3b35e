import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

/** Text that compresses well, like a bundle: the same identifiers over and over. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i % 37} = useT('key.${i % 11}');`).join('\n');
const style = Array.from({ length: 200 }, (_, i) => `.card-${i % 23} { margin: ${i % 5}px; color: #333; }`).join('\n');
const html = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/a.js">'.repeat(20)}</head></html>`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cargo-precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), html);
  await writeFile(path.join(dir, 'assets', 'index-1a2b.js'), script);
  await writeFile(path.join(dir, 'assets', 'index-3c4d.css'), style);
  // Too small to shrink: a compressed copy would be larger than the file.
  await writeFile(path.join(dir, 'tiny.svg'), '<svg/>');
  // Not a text file: left alone whatever its size.
  await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressing a built folder', () => {
  it('writes .br and .gz beside each text file that decompress to the original, and skips what does not shrink', async () => {
    const results = await precompress(dir);

    for (const [name, text] of [
      ['index.html', html],
      ['assets/index-1a2b.js', script],
      ['assets/index-3c4d.css', style],
    ] as const) {
      const file = path.join(dir, name);
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(brotliDecompressSync(br).toString('utf8'), name).toBe(text);
      expect(gunzipSync(gz).toString('utf8'), name).toBe(text);
      expect(br.length, name).toBeLessThan(Buffer.byteLength(text));
      expect(results.find((result) => result.file === name)).toEqual({
        file: name,
        bytes: Buffer.byteLength(text),
        br: br.length,
        gz: gz.length,
      });
    }
    expect(results.find((result) => result.file === 'tiny.svg')).toEqual({
      file: 'tiny.svg',
      bytes: 6,
      br: null,
      gz: null,
    });
    expect((await readdir(dir)).sort()).toEqual([
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.png',
      'tiny.svg',
    ]);
  });

  it('uses brotli at its highest quality: smaller than the per-request quality', async () => {
    const { brotliCompressSync, constants } = await import('node:zlib');
    const quick = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect((await readFile(path.join(dir, 'assets', 'index-1a2b.js.br'))).length).toBeLessThan(quick.length);
  });

  it('compresses nothing twice when run again', async () => {
    const results = await precompress(dir);
    expect(results.map((result) => result.file)).toEqual([
      'assets/index-1a2b.js',
      'assets/index-3c4d.css',
      'index.html',
      'tiny.svg',
    ]);
    expect(await readdir(path.join(dir, 'assets'))).not.toContain('index-1a2b.js.br.gz');
  });
});
