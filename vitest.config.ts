import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (in memory, most of the suite) and browser tests that share
// one build, one static server, one lead-service stand-in and one Chromium (tests/browser/setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        // JSX compiled for React's production build (below), which has no jsxDEV.
        oxc: { jsx: { development: false } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Limits with room for a busy 2-core machine (a loop of builds beside the tests): a test
          // that hangs still fails, one that is merely slow there does not.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // React's production build, as the CLI runs it (bin/agency-site.js): the same HTML, rendered
          // about three times as fast as the development build vitest would otherwise load.
          env: { NODE_ENV: 'production' },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium is shared. Its tests mostly wait (on page loads, on quiet spells for
          // beacons), so two files run side by side, each on its own origin (helpers.ts).
          maxWorkers: 2,
        },
      },
    ],
  },
});
