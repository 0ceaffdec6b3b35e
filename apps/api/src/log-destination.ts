import { pino, type DestinationStream } from 'pino';

/**
 * Where log lines go: stdout, one write per turn of the event loop. Lines logged during a turn
 * wait in memory until it ends (setImmediate), then leave together in one synchronous write:
 * no write call per line, no hop through the thread pool, and a line is out before the next
 * turn begins. What is pending is written on exit, a crash included; a SIGKILL can cost the
 * lines of the current turn only (docs/decisions.md D12).
 */
export function turnBatchedStdout(fd = 1): DestinationStream & { flush(): void } {
  // sonic-boom, pino's own writer: synchronous, and it retries when a pipe answers EAGAIN.
  const out = pino.destination({ dest: fd, sync: true });
  let pending: string[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  process.once('exit', flush);

  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
