import { defineConfig } from 'vitest/config';

// The API suite runs once per database: SQLite always, Postgres when TEST_DATABASE_URL is set.
const apiProject = (name: string, db: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      apiProject('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
    reporters: ['default', './tests/support/database-count-reporter.ts'],
    pool: 'forks',
  },
});
