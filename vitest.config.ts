import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One runner for every test. Projects:
 * - unit: pure code (packages, web logic, server units), no I/O beyond files;
 * - api-pglite: the HTTP API in-process on PGlite (always);
 * - api-postgres: the same API tests on a PostgreSQL server (when TEST_DATABASE_URL is set);
 * - e2e: the built service driven in Debian's Chromium through playwright-core.
 */
const apiTests = ['apps/server/src/**/*.api.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      exclude: [...apiTests, '**/node_modules/**'],
      // The property tests generate hundreds of results; on 2 cores shared with the browser tests
      // of the same run, 5 s is too tight for them (a time-out there is load, not a defect).
      testTimeout: 15_000,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: apiTests,
      env: { TEST_DB: 'pglite' },
      // Correctness, not speed (benchmarks measure that): the e2e project runs alongside on 2 cores.
      testTimeout: 20_000,
      globalSetup: ['apps/server/src/testing/global-setup.ts'],
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.test.ts'],
      globalSetup: ['e2e/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // A page under load (argon2, the face models) can take more than the default second.
      expect: { poll: { timeout: 10_000, interval: 100 } },
      // One Chromium at a time on a 2-core machine keeps the timings honest.
      fileParallelism: false,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: apiTests,
      env: { TEST_DB: 'postgres' },
      testTimeout: 20_000,
      globalSetup: ['apps/server/src/testing/global-setup.ts'],
    },
  });
}

export default defineConfig({
  test: {
    projects,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
