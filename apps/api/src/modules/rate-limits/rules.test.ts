import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RULES, sourceOf } from './rules.js';

const from = (ip: string) => sourceOf({ ip } as FastifyRequest);

describe('the source a limit counts by', () => {
  it('is an IPv4 address as it is, also when written as IPv4-mapped IPv6', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address: one subscriber cannot be a billion sources', () => {
    expect(from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(from('2001:db8:1:2::1')).toBe(from('2001:0db8:0001:0002:ffff::9'));
    expect(from('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(from('2001:db8:1:3::1')).not.toBe(from('2001:db8:1:2::1'));
  });
});

describe('the rules', () => {
  it("keep the spec's lockout: 5 wrong passwords suspend for 5 minutes, with its wording", () => {
    expect(RULES.signInAddressSource).toMatchObject({
      limit: 5,
      blockSeconds: 300,
      counts: 'failures',
      code: 'ACCOUNT_SUSPENDED',
    });
  });

  it('have names of their own: two rules never share a counter', () => {
    const names = Object.values(RULES).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
