/** Values the global setups hand to the test files (vitest `provide` / `inject`). */
export interface PostgresTemplate {
  /** The server, connected to its maintenance database. */
  adminUrl: string;
  /** A migrated database every test file copies. */
  template: string;
  /** Every database of this run starts with it; teardown drops them all. */
  prefix: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    engine: 'pglite' | 'postgres';
    pgliteTemplateFile: string;
    postgresTemplate: PostgresTemplate;
  }
}
