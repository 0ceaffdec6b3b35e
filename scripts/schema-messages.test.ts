import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../packages/domain/src/messages/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every `message: '…'` and `error: '…'` a source names (a schema's custom message, a refinement's). */
function namedMessages(): { file: string; message: string }[] {
  const files = globSync('{packages/domain/src,apps/api/src,apps/web/src}/**/*.{ts,tsx}', { cwd: root });
  return files
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(`${root}/${file}`, 'utf8').matchAll(/\b(?:message|error): '([^']*)'/g)].map((match) => ({
        file,
        message: match[1]!,
      })),
    );
}

/**
 * The domain's `issueMessage` takes a key-shaped message for a schema's own catalogue key without
 * asking the catalogue (which the web app must not bundle): so every message a schema names must
 * be in the catalogue, or a typo would reach the screen as a key.
 */
describe('the messages schemas name', () => {
  it('are catalogue keys', () => {
    const found = namedMessages();
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter(({ message }) => !isMessageKey(message))).toEqual([]);
  });
});
