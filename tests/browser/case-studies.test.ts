// Case studies as pages (#37): one page per file of content/case-studies/, each card on /portfolio
// leads to its page, and a case-study page has no axe-core violations at phone and desktop widths.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, builtRoutes, connect, contentFile, openSession, url, type Session } from './helpers.ts';

const contentDir = path.resolve(import.meta.dirname, '../..', process.env.AGENCY_TEST_CONTENT ?? 'content');
const studies = readdirSync(path.join(contentDir, 'case-studies'))
  .filter((f) => f.endsWith('.yml'))
  .map((f) => ({
    slug: f.slice(0, -'.yml'.length),
    ...contentFile<{ title: string; draft?: boolean }>(`case-studies/${f}`),
  }))
  .filter((s) => !s.draft);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await connect();
  session = await openSession(browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

describe('case studies', () => {
  it('has one page per case study, headed by its title', async () => {
    expect(studies.length).toBeGreaterThan(0);
    const routes = builtRoutes();
    for (const s of studies) {
      expect(routes).toContain(`/portfolio/${s.slug}`);
      await session.page.goto(url(`/portfolio/${s.slug}`), { waitUntil: 'load' });
      await expect(session.page.locator('h1').textContent()).resolves.toBe(s.title);
    }
  }, 120_000);

  it('leads from each card on /portfolio to its page', async () => {
    await session.page.goto(url('/portfolio'), { waitUntil: 'load' });
    const links = session.page.locator('.section-case-studies .case-study a.case-study-link');
    await expect(links.count()).resolves.toBe(studies.length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(studies.map((s) => addressOf(`/portfolio/${s.slug}`)).sort());
    for (let i = 0; i < hrefs.length; i++) {
      await session.page.goto(url('/portfolio'), { waitUntil: 'load' });
      const link = session.page.locator('.section-case-studies .case-study a.case-study-link').nth(i);
      const href = await link.getAttribute('href');
      await link.scrollIntoViewIfNeeded();
      await Promise.all([session.page.waitForURL(url(href!)), link.click()]);
      const title = studies.find((s) => addressOf(`/portfolio/${s.slug}`) === href)!.title;
      await expect(session.page.locator('h1').textContent()).resolves.toBe(title);
    }
  }, 120_000);

  it.for([
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: { width: 375, height: 740 } },
  ])('a case-study page has no axe-core violations ($name)', { timeout: 60_000 }, async ({ viewport }) => {
    const axeSession = await openSession(browser, { viewport, bypassCSP: true, reducedMotion: 'reduce' });
    try {
      await axeSession.page.goto(url(`/portfolio/${studies[0]!.slug}`), { waitUntil: 'load' });
      await axeSession.page.addScriptTag({ content: axeSource });
      const violations = (await axeSession.page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        return (await axe.run()).violations.map(
          (v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      })) as string[];
      expect(violations).toEqual([]);
    } finally {
      await axeSession.close();
    }
  });
});
