/// <reference types="vite/client" />

/** The version plus the build time: the cache-busting `v` parameter of every GET. */
declare const __BUILD_ID__: string;
