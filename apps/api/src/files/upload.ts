import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '@cargo/domain';
import { AppError } from '../errors.js';

/** What a route accepts and how it words its refusals. */
export interface UploadRules {
  /** The file's bytes at most; one more is 413. */
  maxBytes: number;
  /** 413's message, with `{max}` in MB. */
  tooLarge: MessageKey;
  /** 400's message when the request has no file part named `file`. */
  fileRequired: MessageKey;
  /** Text fields read besides the file (others are skipped). */
  fields?: readonly string[];
}

export interface UploadedFile {
  filename: string;
  data: Buffer;
  /** The named text fields present, as sent. */
  fields: Record<string, string>;
}

const MB = 1024 * 1024;

/**
 * The multipart parser for a plugin's upload routes: registered in that plugin's scope only, with
 * busboy told to stop one byte past the limit (readUpload counts and refuses; busboy only keeps a
 * runaway request from being buffered).
 */
export async function registerUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 20 } });
}

function tooLarge(rules: UploadRules): AppError {
  const params = { max: Math.round((rules.maxBytes / MB) * 10) / 10 };
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: rules.tooLarge,
    params,
    fields: [{ fieldName: 'file', message: rules.tooLarge, params }],
  });
}

function fileRequired(rules: UploadRules): AppError {
  return new AppError('BAD_REQUEST', {
    message: rules.fileRequired,
    fields: [{ fieldName: 'file', message: rules.fileRequired }],
  });
}

/** The file's bytes, counted as they come: past the limit the read stops with 413. */
async function readFile(file: AsyncIterable<Buffer> & { truncated?: boolean }, rules: UploadRules): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > rules.maxBytes) throw tooLarge(rules);
    chunks.push(chunk);
  }
  // busboy cut the file short at its own limit: whatever arrived, the file was larger.
  if (file.truncated) throw tooLarge(rules);
  return Buffer.concat(chunks, size);
}

/**
 * The one way an upload is read (docs/decisions.md D89): the multipart
 * part `file` (the first one; other files are drained unread) and the named text fields, in any
 * order. The file's size is counted while it is read, never taken from a header, and a file one
 * byte over `maxBytes` is refused with 413, never truncated: the whole request is read to its
 * end first, so a limit hit in a later part is not missed either.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fileRequired(rules);
  let file: { filename: string; data: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (rules.fields?.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      file = { filename: part.filename, data: await readFile(part.file, rules) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules);
    // Anything else the parser throws comes of the request's own bytes (no boundary, a part cut
    // short, a malformed header, too many parts): the request holds no file that can be read.
    throw fileRequired(rules);
  }
  if (!file) throw fileRequired(rules);
  return { ...file, fields };
}
