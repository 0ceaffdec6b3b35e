import { expect, it } from 'vitest';
import { messageDurationMs } from './message-duration';

it('a message stays 200 ms per character, at least 2 s and at most 6 s', () => {
  expect(messageDurationMs('Saved')).toBe(2000);
  expect(messageDurationMs('x'.repeat(15))).toBe(3000);
  expect(messageDurationMs('Incorrect login or password')).toBe(5400);
  expect(messageDurationMs('x'.repeat(400))).toBe(6000);
  // Characters, not UTF-16 units: 密码错误 is four characters.
  expect(messageDurationMs('用户名或密码错误用户名或密码错误')).toBe(3200);
});
