function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return value;
}

/** Shared by every benchmark; each can be overridden from the environment for a quick run. */
export const settings = {
  rounds: positiveInteger('BENCH_ROUNDS', 5),
  durationSeconds: positiveInteger('BENCH_DURATION_SECONDS', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP_SECONDS', 5),
  connections: positiveInteger('BENCH_CONNECTIONS', 50),
};
