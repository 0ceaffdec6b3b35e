import { describe, expect, it } from 'vitest';
import { asIs, keyOr, labelText } from './label';

const messages = { 'jobs.interrupted': '服务器在导入期间停止', 'jobs.progress.failed': '失败' };

describe('a label’s text in the loaded messages', () => {
  it('is the loaded text of a key, and a key they lack shows as itself', () => {
    expect(labelText(messages, 'jobs.interrupted')).toBe('服务器在导入期间停止');
    expect(labelText(messages, 'app.crash')).toBe('app.crash');
  });

  it('falls back to another key, or to the value as it is, when the key is not loaded', () => {
    expect(labelText(messages, keyOr('jobs.interrupted', 'jobs.progress.failed'))).toBe('服务器在导入期间停止');
    expect(labelText(messages, keyOr('no.such.key', 'jobs.progress.failed'))).toBe('失败');
    expect(labelText(messages, keyOr('dictionaries.enum.kind.XL', asIs('XL')))).toBe('XL');
    expect(labelText(messages, keyOr('a.b', keyOr('c.d', asIs('raw'))))).toBe('raw');
  });
});
