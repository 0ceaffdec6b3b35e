import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtAnswer, constantAnswer, ResponseContractError, serializerCompiler } from './validation.js';

/** A response contract that counts how often it is checked. */
function countingContract() {
  const contract = {
    checks: 0,
    schema: z.object({ data: z.object({ id: z.number() }) }).refine(() => {
      contract.checks += 1;
      return true;
    }),
  };
  return contract;
}

const compile = (schema: z.ZodType, verifyBuilt = true) =>
  serializerCompiler({ verifyBuilt })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('response serializer', () => {
  it('checks and serializes a constant answer once, then sends the same text', () => {
    const contract = countingContract();
    const serialize = compile(contract.schema);
    const answer = constantAnswer({ data: { id: 7, secret: 'x' } });
    expect(serialize(answer)).toBe('{"data":{"id":7}}');
    expect(serialize(answer)).toBe('{"data":{"id":7}}');
    expect(contract.checks).toBe(1);
  });

  it('checks every other answer each time, even when it is the same object', () => {
    const contract = countingContract();
    const serialize = compile(contract.schema);
    const answer = { data: { id: 7 } };
    serialize(answer);
    answer.data.id = 8;
    expect(serialize(answer)).toBe('{"data":{"id":8}}');
    expect(contract.checks).toBe(2);
  });

  it('refuses a constant that breaks its contract every time it is sent', () => {
    const serialize = compile(z.object({ data: z.object({ id: z.number() }) }));
    const wrong = constantAnswer({ data: { id: 'seven' } });
    expect(() => serialize(wrong)).toThrow(ResponseContractError);
    expect(() => serialize(wrong)).toThrow(ResponseContractError);
  });

  it('freezes a constant answer all the way down', () => {
    const answer = constantAnswer({ data: { items: [{ code: 'ru' }] } });
    expect(() => {
      answer.data.items[0]!.code = 'en';
    }).toThrow(TypeError);
    expect(answer.data.items[0]!.code).toBe('ru');
  });

  it('sends a built answer without its copy in production, and verifies it everywhere else', () => {
    const contract = countingContract();
    const answer = builtAnswer({ data: { id: 7 } });
    expect(compile(contract.schema, false)(answer)).toBe('{"data":{"id":7}}');
    expect(contract.checks).toBe(0);
    expect(compile(contract.schema, true)(answer)).toBe('{"data":{"id":7}}');
    expect(contract.checks).toBe(1);
  });

  it('refuses, where verified, a built answer that its contract would change', () => {
    const serialize = compile(z.object({ data: z.object({ id: z.number() }) }));
    expect(() => serialize(builtAnswer({ data: { id: 7, secret: 'x' } }))).toThrow(ResponseContractError);
    expect(() => serialize(builtAnswer({ data: { id: 'seven' } }))).toThrow(ResponseContractError);
    expect(serialize({ data: { id: 7, secret: 'x' } })).toBe('{"data":{"id":7}}');
  });
});
