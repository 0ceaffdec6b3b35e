import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (the "source" export condition). */
const conditions = ['source', 'module', 'node', 'development|production'];
const resolveSources = { resolve: { conditions }, ssr: { resolve: { conditions } } };
/**
 * The API's tests run in Node, which loads the dependencies itself with the worker's conditions:
 * "module" is a bundlers' convention, and a package's build for bundlers need not run in Node
 * (@opentelemetry/api 1.9.1's ESM build imports without file extensions; pg-boss imports it).
 */
const nodeConditions = conditions.filter((condition) => condition !== 'module');

function apiProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions: nodeConditions } },
    test: {
      name: `api-${engine}`,
      root: './apps/api',
      include: ['src/**/*.test.ts'],
      // The embedded engine's own durability tests make no sense on a server; tests of concurrent
      // sessions none on one connection.
      exclude: engine === 'postgres' ? ['src/**/*.pglite.test.ts'] : ['src/**/*.postgres.test.ts'],
      globalSetup: [`./test/global-setup-${engine}.ts`],
      environment: 'node',
      // Files share their worker's modules: each file has its own database and its own server,
      // and the server's modules hold no state of their own, so importing Fastify, Drizzle and
      // every module again per file (~1.3 s each, 120 files) bought nothing. The factories number
      // from 1 in each file (per-file.ts); a test that mocks a module imports the server after
      // `vi.resetModules()` (expired.test.ts).
      isolate: false,
      setupFiles: ['./test/per-file.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is a core fewer than the machine has, one worker on this 2-core one; and a
    // worker that does not isolate its files takes all of its project's files, so the API's files
    // ran one at a time, PGlite's and then PostgreSQL's (786 s). Two workers run a file of each
    // engine side by side: PostgreSQL's work is in its own processes, PGlite's in the worker.
    maxWorkers: 2,
    projects: [
      {
        ...resolveSources,
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing of one file's run can reach another's (see the web project).
          isolate: false,
        },
      },
      // The web app's own logic (HTTP client, session, storage) and its screens in a browser-like DOM.
      {
        resolve: { conditions },
        // The conditions of modules Node loads itself are Vitest's `--conditions` of the worker:
        // with "source" there, a dependency that ships its TypeScript (scroll-into-view-if-needed,
        // under Ant Design) would be loaded as such. The workspace's packages are the bundler's to
        // resolve, with "source".
        ssr: { resolve: { conditions: conditions.filter((condition) => condition !== 'source') } },
        define: { __BUILD_ID__: JSON.stringify('0.0.0-test') },
        test: {
          name: 'web',
          root: './apps/web',
          // Logic in *.test.ts; screens (Testing Library) in *.test.tsx.
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          // A fresh DOM and module graph per file cost 65 files about 1 s each of environment and
          // 0.7 s of imports (150 s for 13 s of tests); shared by a worker's files, 24 s. The files
          // clear what they set (storage in beforeEach, stubbed fetch in afterEach), and the run
          // passes with the files shuffled (--sequence.shuffle.files).
          isolate: false,
          // Unmounts each test's screen and gives `fetch` back (src/test/setup.ts).
          setupFiles: ['./src/test/setup.ts'],
          // A screen's test renders Ant Design in happy-dom: 3 to 7 s on this two-core machine,
          // 30 s and more while it also runs the end-to-end tests and a lint. A passing test
          // waits no longer than its screen takes.
          testTimeout: 60_000,
        },
      },
      // The repository's own rules: the architecture's import boundaries hold in ESLint.
      {
        test: { name: 'tools', root: '.', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      apiProject('pglite'),
      // PostgreSQL as well, whenever a server is offered (CI starts the machine's own).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
