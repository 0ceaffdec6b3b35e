/** Constants of Product specification, shell §9 and the API base of §7; the spec's numbers, verbatim. */

/** The API base path (Product specification, shell §7). */
export const API_BASE = '/api/v1';

/** How long the server-error toast stays (Product specification, shell §8, §9). */
export const SERVER_ERROR_TOAST_MS = 4000;

/** Desktop is a viewport width above this many CSS pixels (Product specification, shell §9). */
export const DESKTOP_BREAKPOINT = 768;

export const BUILD_ID = __BUILD_ID__;

/** Messages clear themselves after 200 ms per character, between 2 and 6 seconds (Product specification, shell §9). */
export const MESSAGE_MS_PER_CHARACTER = 200;
export const MESSAGE_MIN_MS = 2000;
export const MESSAGE_MAX_MS = 6000;

/** The access token is exchanged for a fresh pair this often while a refresh token is stored (Product specification, shell §9). */
export const TOKEN_REFRESH_INTERVAL_MS = 30_000;
