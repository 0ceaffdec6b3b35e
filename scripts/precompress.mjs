#!/usr/bin/env node
/**
 * Writes `x.br` (brotli at its highest quality) and `x.gz` (gzip level 9) beside every text file
 * of a built folder, where the compressed file is smaller than the original. The API serves them
 * as files (apps/api/src/plugins/web-app.ts, @fastify/static's `preCompressed`), so the web app's
 * scripts and styles are compressed once, at build time, at a quality no per-request compression
 * could afford (brotli 11 costs seconds per megabyte).
 *
 * `npm run build -w @cargo/web` runs it on apps/web/dist after Vite: `node precompress.mjs <dir>`.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Kinds of files that compress; images other than SVG, fonts and archives already are compressed. */
export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.ico',
]);

/** @param {Buffer} data */
function brotliMax(data) {
  return brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** @param {Buffer} data */
function gzipMax(data) {
  return gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION });
}

const ENCODINGS = [
  { extension: '.br', compress: brotliMax },
  { extension: '.gz', compress: gzipMax },
];

/**
 * @typedef {{ file: string, bytes: number, br: number | null, gz: number | null }} PrecompressedFile
 *   `file` relative to the folder; `br` and `gz` the compressed sizes, null where none was written.
 */

/**
 * Compresses the text files of `dir` and its subfolders (the .br and .gz files themselves are
 * not text files here, so a second run does not compress them again).
 * @param {string} dir
 * @returns {Promise<PrecompressedFile[]>} one entry per text file, sorted by path
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      /** @type {PrecompressedFile} */
      const result = { file: path.relative(dir, file), bytes: data.length, br: null, gz: null };
      for (const { extension, compress } of ENCODINGS) {
        const compressed = await compress(data);
        // A file that compression does not shrink (a few bytes of SVG) is served as it is; a
        // sibling left from an earlier run of a folder not emptied in between goes.
        if (compressed.length >= data.length) {
          await rm(file + extension, { force: true });
          continue;
        }
        await writeFile(file + extension, compressed);
        result[extension === '.br' ? 'br' : 'gz'] = compressed.length;
      }
      return result;
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: precompress.mjs <dir>');
    process.exit(2);
  }
  const results = await precompress(path.resolve(dir));
  const sum = (key) => results.reduce((total, result) => total + (result[key] ?? result.bytes), 0);
  console.log(
    `precompressed ${results.length} files in ${dir}: ${sum('bytes')} bytes, ${sum('gz')} as gzip, ${sum('br')} as brotli`,
  );
}
