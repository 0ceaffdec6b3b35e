/**
 * A reader of server-sent events (the WHATWG "text/event-stream" format) fed with the text of a
 * stream as it arrives, in pieces cut anywhere: lines end in LF, CRLF or CR; a blank line ends an
 * event; `event:` names it (`message` when not named), `data:` lines are joined with LF, `id:`
 * is kept, lines starting with a colon are comments (the server's keep-alives).
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** The events the text completes. */
  push: (text: string) => SseEvent[];
  /** The stream is over: an event left without its blank line is dropped, as the format says. */
  end: () => SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  let id: string | undefined;

  function line(text: string, out: SseEvent[]) {
    if (text === '') {
      if (data.length) out.push({ event: name || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF cut in two: wait for more.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer.endsWith('\r')) {
        line(buffer.slice(0, -1), out);
        buffer = '';
      }
      buffer = '';
      name = '';
      data = [];
      return out;
    },
  };
}
