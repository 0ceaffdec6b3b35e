import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * What an edit's If-Match asks (RFC 9110 §13.1.1): `undefined` when it asks nothing (no header,
 * or `*`, which any existing object meets), else the versions the change may replace. An empty
 * list never matches: only weak tags, or tags the API never gave.
 */
export type ExpectedVersions = readonly number[] | undefined;

/**
 * One entity tag of a list, after any commas and spaces (RFC 9110 §5.6.1: empty list elements
 * are allowed); `W/` marks a weak one (§8.8.3; etagc excludes the quote).
 */
const ENTITY_TAG = /[ \t,]*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"[ \t]*(?=,|$)/y;
/** Versions are the integer column's positive values. */
const VERSION = /^[1-9][0-9]{0,9}$/;
const MAX_VERSION = 2_147_483_647;

/** The ETag of a version: strong, the number in quotes. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The versions an If-Match header names. If-Match compares strongly, so weak tags never match and
 * are left out. A header that is not a list of entity tags (a bare `3`) is refused with 400
 * rather than ignored: an integrator who meant to guard the edit learns that it was not guarded.
 */
export function parseIfMatch(header: string | undefined): ExpectedVersions {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return undefined;
  const versions: number[] = [];
  let at = 0;
  for (;;) {
    ENTITY_TAG.lastIndex = at;
    const tag = ENTITY_TAG.exec(header);
    if (!tag) break;
    const [, weak, opaque] = tag;
    if (!weak && VERSION.test(opaque!) && Number(opaque) <= MAX_VERSION) versions.push(Number(opaque));
    at = ENTITY_TAG.lastIndex;
  }
  if (at === 0 || !/^[ \t,]*$/.test(header.slice(at))) throw badIfMatch();
  return versions;
}

function badIfMatch(): AppError {
  return new AppError('BAD_REQUEST', {
    message: 'validation.ifMatch',
    fields: [{ fieldName: 'If-Match', message: 'validation.ifMatch' }],
  });
}

/** The versions the request's If-Match names (see `parseIfMatch`). */
export function ifMatchOf(request: FastifyRequest): ExpectedVersions {
  return parseIfMatch(request.headers['if-match']);
}

/** Answers the object's version as its ETag, and the object. */
export function withETag<T extends { version: number } | null>(reply: FastifyReply, entity: T): T {
  if (entity) void reply.header('etag', etagOf(entity.version));
  return entity;
}
