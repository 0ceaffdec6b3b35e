/**
 * Every PostgreSQL advisory lock the API takes, in one place. A lock key is a number the whole
 * database shares: two features that picked the same one wait for each other for no reason (the
 * catalogue sync and the geography seed did), and one that is reused by mistake serialises work
 * nobody meant to. A new lock takes the next free number here; lock-keys.test.ts keeps them apart.
 */
export const LOCK_KEYS = {
  /** Applying migrations at start (db/migrate.ts). */
  migrations: 7_340_216_902,
  /** The organization tree: a parent and its children change one at a time. */
  organizationHierarchy: 7_340_216_903,
  /** Loading the demo data. */
  demoSeed: 7_340_216_904,
  /** Bringing the interface texts in line with the repository's catalogue. */
  catalogueSync: 7_340_216_905,
  /** Loading the world's geography at start. */
  geographySeed: 7_340_216_906,
  /** Loading the reference data at start (main.ts). */
  referenceData: 7_340_216_907,
  /** Dictionary entries and their parent chains. */
  dictionaryEntries: 7_340_216_911,
  /** Geography objects and their parent chains. */
  geoObjects: 7_340_216_923,
  /** Hubs. */
  hubs: 7_340_216_937,
  /** A reference deleted while a tariff would start to use it. */
  tariffReferences: 7_340_216_951,
  /** Carrying a database's pg-boss 10 jobs over to pg-boss 12 at start (jobs/pg-boss-10-upgrade.ts). */
  pgBossUpgrade: 7_340_216_952,
} as const;
