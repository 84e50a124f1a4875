// Render jobs (src/site/pool/render-job.ts): pages written one by one; a page that throws becomes
// a diagnostic naming the route and its content file, and the others are still written.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { createRenderJob } from '../../../src/site/pool/render-job.ts';
import { pageHtml } from '../../../src/site/pool/layout-template.ts';
import { buildRoutes } from '../../../src/site/routes.ts';
import { minimalSite } from '../../helpers/sites.ts';

const settings = { assets: { css: '/assets/s.css', js: '/assets/c.js' }, siteUrl: 'https://www.example.in', leadServiceUrl: '' };
let out: string;
beforeEach(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'agency-site-job-'));
});
afterEach(async () => {
  await rm(out, { recursive: true, force: true });
});

it('writes every page and reports what it wrote', async () => {
  const r = await loadContent(minimalSite);
  if (!r.ok) throw new Error('fixture does not load');
  const routes = buildRoutes(r.content);
  const batch = createRenderJob(r.content, routes, settings, out, true).render(routes.map((route, index) => ({ index, path: route.path })));
  expect(batch.problems).toEqual([]);
  expect(batch.pages.map((p) => p.index)).toEqual(routes.map((_, i) => i));
  expect(batch.pages.every((p) => p.bytes > 1000 && p.ino > 0)).toBe(true);
  expect(await readdir(path.join(out, 'blog'))).toContain('first-post');
});

it('writes the same pages with and without layout templates, and templates only when asked', async () => {
  const r = await loadContent(minimalSite);
  if (!r.ok) throw new Error('fixture does not load');
  const routes = buildRoutes(r.content);
  const items = routes.map((route, index) => ({ index, path: route.path }));
  const pages = (templated: boolean) => {
    const html = new Map<number, string>();
    const job = createRenderJob(r.content, routes, settings, out, true, templated);
    job.renderTo(items, (index, _file, page) => html.set(index, pageHtml(page)));
    return { html, stats: { ...job.templates } };
  };
  const full = pages(false);
  const templated = pages(true);
  expect(full.stats).toMatchObject({ templated: 0, full: routes.length });
  expect(templated.stats.templated).toBeGreaterThan(0);
  expect(templated.html).toEqual(full.html);
});

it('a page that throws is a render diagnostic for its route; the rest are written', async () => {
  const r = await loadContent(minimalSite);
  if (!r.ok) throw new Error('fixture does not load');
  const routes = buildRoutes(r.content);
  const post = routes.findIndex((x) => x.path === '/blog/first-post');
  const broken = { ...routes[post]!, view: { kind: 'blog-post', post: null } } as unknown as (typeof routes)[number];
  const job = createRenderJob(r.content, routes.map((x, i) => (i === post ? broken : x)), settings, out, true);
  const batch = job.render(routes.map((route, index) => ({ index, path: route.path })));
  expect(batch.problems).toHaveLength(1);
  expect(batch.problems[0]).toMatchObject({
    index: post,
    diagnostic: { rule: 'render', severity: 'error', file: routes[post]!.sources.at(-1) },
  });
  expect(batch.problems[0]!.diagnostic.message).toMatch(/^rendering \/blog\/first-post failed: /);
  expect(batch.pages).toHaveLength(routes.length - 1);
});

it('refuses a route table that differs from the one it was given', async () => {
  const r = await loadContent(minimalSite);
  if (!r.ok) throw new Error('fixture does not load');
  const routes = buildRoutes(r.content);
  const job = createRenderJob(r.content, routes, settings, out, true);
  expect(() => job.render([{ index: 0, path: '/not-the-first-route' }])).toThrow(/route table differs/);
});
