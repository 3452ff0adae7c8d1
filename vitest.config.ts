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
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgres', 'postgres'),
            // Several real server processes on one Postgres schema (plus s3rver and a private redis-server).
            {
              test: {
                name: 'scale-out',
                include: ['tests/scale-out/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
    reporters: ['default', './tests/support/database-count-reporter.ts'],
    pool: 'forks',
    // Three test files at a time on two cores: most API files wait on Postgres, a child process or a socket far
    // more than they compute, so one file per core (Vitest's default, cores - 1) left the machine half idle and
    // took 28 minutes where three take under 9. Every file has its own database or schema, and its own ports.
    maxWorkers: 3,
  },
});
