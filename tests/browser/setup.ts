// globalSetup of the `browser` project: ONE build, ONE lead-service stand-in and ONE Chromium
// for the whole run, reached through vitest's inject(); each test file serves the build on a
// port of its own (helpers.ts).
// AGENCY_TEST_CONTENT may point the build at another content folder (default: content/).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/site/build.ts';
import { loadOrThrow } from '../../src/site/content/load.ts';
import { ContentError, formatDiagnostic } from '../../src/site/diagnostics.ts';
import { launchChromium } from './launch.ts';
import { startLeadStub, type LeadStub } from './lead-stub.ts';
import { defaultSite } from '../../src/site/default-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    wsEndpoint: string;
    /** The lead-service stand-in's control API (lead-stub.ts); the service itself is baked into the build. */
    leadControlUrl: string;
    /** The built site on disk, to find its routes. */
    distDir: string;
    /** The chat messages of content/site.yml, read by the loader: what tests expect to see. */
    chat: { defaultMessage: string; fallbackLeadMessage: string };
  }
}

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<unknown>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const contentDir = path.resolve(root, process.env.AGENCY_TEST_CONTENT ?? 'content');
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-browser-'));
    cleanups.push(() => rm(tmp, { recursive: true, force: true }));
    const distDir = path.join(tmp, 'dist');

    const lead: LeadStub = await startLeadStub();
    cleanups.push(() => lead.close());

    try {
      const { site: config } = await loadOrThrow(contentDir, defaultSite.kinds);
      project.provide('chat', {
        defaultMessage: config.chat.defaultMessage,
        fallbackLeadMessage: config.chat.fallbackLeadMessage,
      });
      await build({ site: defaultSite, contentDir, outDir: distDir, leadService: lead.url, env: {} });
    } catch (err) {
      // Say what failed in one readable block instead of a serialized error object.
      const problems = err instanceof ContentError ? err.diagnostics.map((d) => '  ' + formatDiagnostic(d)) : [];
      throw new Error(
        `browser tests: the site in ${contentDir} does not build: ${(err as Error).message}\n${problems.join('\n')}`,
        { cause: err },
      );
    }
    const browser: BrowserServer = await launchChromium();
    cleanups.push(() => browser.close());

    project.provide('wsEndpoint', browser.wsEndpoint());
    project.provide('leadControlUrl', lead.controlUrl);
    project.provide('distDir', distDir);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
