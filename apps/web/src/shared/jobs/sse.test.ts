import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('the server-sent events reader', () => {
  it('reads named events with their data, skipping comments', () => {
    const parser = createSseParser();
    const events = parser.push(': keep-alive\n\nevent: start\ndata: {"a":1}\n\nevent: progress\ndata: {"a":2}\n\n');
    expect(events).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'progress', data: '{"a":2}' },
    ]);
  });

  it('puts together events cut anywhere, CRLF cut in two included', () => {
    const parser = createSseParser();
    const text = 'event: end\r\ndata: {"phase":"END"}\r\n\r\n';
    const events = [...text].flatMap((character) => parser.push(character));
    expect(events).toEqual([{ event: 'end', data: '{"phase":"END"}' }]);
  });

  it('joins data lines, names an unnamed event "message", keeps the id, takes CR alone as a line end', () => {
    const parser = createSseParser();
    // The last CR could be half a CRLF: it ends its line once more text, or the end, comes.
    expect(parser.push('id: 7\rdata: one\rdata:two\r\r')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'message', data: 'one\ntwo', id: '7' }]);
  });

  it('drops an event without data and one the stream cut off before its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: start\n\nevent: end\ndata: {}\n')).toEqual([]);
    expect(parser.end()).toEqual([]);
  });
});
