/* eslint-disable no-console -- the one place the web app writes to the console */

/** Console output of the web app: crashes (Product specification, shell §8 "more info in console") and failed calls. */
export const log = {
  error(message: string, ...details: unknown[]): void {
    console.error(message, ...details);
  },
  warn(message: string, ...details: unknown[]): void {
    console.warn(message, ...details);
  },
};
