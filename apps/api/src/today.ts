/** Today on the server's calendar (UTC), `YYYY-MM-DD`: the day ready dates and tariffs' validity compare with. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
