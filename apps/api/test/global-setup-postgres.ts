import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/connection.js';
import { prepareSchema } from './prepare-schema.js';
import './context.js';

/** The database of a connection string replaced, e.g. the maintenance database by a test one. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropRunDatabases(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * One migrated template database per run on the PostgreSQL of TEST_DATABASE_URL; each test
 * file gets a copy (CREATE DATABASE … TEMPLATE). Teardown drops every database of the run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: the api-postgres project needs a PostgreSQL server');
  const prefix = `cargo_test_${Date.now().toString(36)}_${process.pid}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await admin.end();
  const database = await openPostgres(withDatabase(adminUrl, template), 2);
  await prepareSchema(database);
  await database.close();
  project.provide('engine', 'postgres');
  project.provide('postgresTemplate', { adminUrl, template, prefix });
  return () => dropRunDatabases(adminUrl, prefix);
}
