import { defineConfig } from 'vitest/config';
import { isolatedUnitFiles } from './tests/isolated-unit-files.ts';

// Unit tests (most of the suite; the files that mock modules or change the environment in a project
// of their own), and browser tests that share one build, one static server, one lead-service
// stand-in and one Chromium (tests/browser/setup.ts).
const unit = {
  // JSX compiled for React's production build (below), which has no jsxDEV.
  oxc: { jsx: { development: false } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Limits with room for a busy 2-core machine (a loop of builds beside the tests): a test
    // that hangs still fails, one that is merely slow there does not.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // React's production build, as the CLI runs it (bin/agency-site.js): the same HTML, rendered
    // about three times as fast as the development build vitest would otherwise load.
    env: { NODE_ENV: 'production' },
    // Both cores (vitest would take one of two): one worker often waits on the CLI it spawned.
    maxWorkers: 2,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...unit,
        test: {
          ...unit.test,
          name: 'unit',
          exclude: isolatedUnitFiles,
          // One module graph for all these files: each would otherwise load React, zod, sharp and
          // the engine again (about a second of CPU a file). They keep no state between files.
          isolate: false,
        },
      },
      {
        ...unit,
        // Files that mock modules, stub timers or set the environment get their own module graph.
        test: { ...unit.test, name: 'unit-isolated', include: isolatedUnitFiles },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/setup.ts'],
          setupFiles: ['tests/browser/serve-per-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium is shared. Its tests mostly wait (on page loads, on quiet spells for
          // beacons), so two files run side by side, each on its own origin (serve-per-file.ts).
          maxWorkers: 2,
          // One module graph for all these files, as for the unit tests: each would otherwise load
          // Playwright's client and the helpers again. They keep no state between files.
          isolate: false,
        },
      },
    ],
  },
});
