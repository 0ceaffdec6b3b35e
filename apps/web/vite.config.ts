import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const { version } = packageJson;
/** Sent as the `v` query parameter of every GET: changes with each build, so no cache outlives a deploy. */
const buildId = `${version}-${Date.now().toString(36)}`;

const api = 'http://localhost:3000';

/** Vendor modules the first screen needs, split by how often they change (not by who imports them). */
const initialVendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  // zod-jitless.ts rides with zod: the chunk sets zod's configuration before any other chunk
  // builds a schema (a setting in the entry's own code would come after its imports').
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/, priority: 25 },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The prerender's bundle (`vite build --ssr`, src/prerender): run by Node at build time
 * (scripts/prerender.mjs), beside the client's build, never served. The workspace's packages are
 * bundled from their TypeScript sources, as the client takes them; other packages load from
 * node_modules.
 */
const prerenderBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  rolldownOptions: { input: { index: 'src/prerender/index.ts' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // `@cargo/domain` exports its TypeScript sources under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: {
    proxy: {
      '/api': api,
      '/oauth2': api,
    },
  },
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        chunkSizeWarningLimit: 800,
        // The module graph for scripts/bundle-budget.mjs: which chunks a route loads before it renders.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: initialVendorGroups },
          },
        },
      },
}));
