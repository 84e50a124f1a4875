// The routes the browser tests visit are found from the built files, and an unknown path answers
// with the built 404 page. That every route opens with 200, without a console error, page error or
// CSP violation, its visit beacon sent, is checked in the one load production.test.ts makes of each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtRoutes, connect, distDir, openSession, url, type Session } from './helpers.ts';

// The 404 page is a built file too: opened by its own name it is an ordinary page.
const routes = [...builtRoutes(), '/404.html'];

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await connect();
  session = await openSession(browser);
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('every built route', () => {
  it('finds the routes from the built files', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/contact');
    expect(routes.length).toBeGreaterThanOrEqual(13);
  });
});

describe('an unknown path', () => {
  it('answers 404 with the built 404 page, without console or page errors', async () => {
    session.consoleErrors.length = 0;
    session.pageErrors.length = 0;
    const response = await session.page.goto(url('/no-such-page-' + Date.now()), { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    const built = parse(readFileSync(path.join(distDir, '404.html'), 'utf8')).querySelector('title')?.text;
    expect(built).toBeTruthy();
    expect(await session.page.title()).toBe(built);
    // A console error for the 404 status itself is the browser's, not the page's.
    expect(
      session.consoleErrors.filter((e) => !/status of 404/.test(e)),
      'console errors',
    ).toEqual([]);
    expect(session.pageErrors, 'page errors').toEqual([]);
  });
});
