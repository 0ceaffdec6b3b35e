/// <reference types="vite/client" />

/** The web package version, from apps/web/package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
/** The version plus the build time: the cache-busting `v` parameter of every GET. */
declare const __BUILD_ID__: string;
