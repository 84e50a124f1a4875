// What browser tests share: the browser, a page that never leaves 127.0.0.1, the errors the
// page reported, and the lead-service stand-in's recorded requests.
//
// Test files run side by side (vitest.config.ts). Each serves the one build from its own port
// (serve-per-file.ts), so its pages' origin is its own, and the lead stand-in keeps each origin's
// beacons apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { hostPath, type TrailingSlash } from '../../src/site/model/urls.ts';
import type { RecordedRequest, StubMode } from './lead-stub.ts';

export const distDir = inject('distDir');
export const chat = inject('chat');

/** Where this test file's server serves the build (serve-per-file.ts sets it before the file runs). */
let siteUrl = '';
export function servedAt(base: string): void {
  siteUrl = base;
}

/**
 * A file of the content the site under test was built from (setup.ts: AGENCY_TEST_CONTENT, else
 * content/), parsed: a test that expects its words still holds after an editor changes them.
 */
export function contentFile<T>(rel: string): T {
  const dir = path.resolve(import.meta.dirname, '../..', process.env.AGENCY_TEST_CONTENT ?? 'content');
  return parseYaml(readFileSync(path.join(dir, rel), 'utf8')) as T;
}

export const url = (route: string) => new URL(route, siteUrl).href;

/** The address the build writes for a route (site.yml `trailingSlash`): what its links and sitemap name. */
export const addressOf = (route: string) =>
  hostPath(route, contentFile<{ trailingSlash?: TrailingSlash }>('site.yml').trailingSlash ?? 'never');

export function connect(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/** Routes of the build, found from its files: every `index.html` (the 404 page is separate). */
export function builtRoutes(dir = distDir): string[] {
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.isDirectory() && !(rel === '' && entry.name === 'assets')) walk(path.posix.join(rel, entry.name));
      else if (entry.name === 'index.html') routes.push('/' + rel);
    }
  };
  walk('');
  return routes.sort();
}

/** The first built route with an element matching `selector`, trying `preferred` first. */
export function routeWith(selector: string, preferred?: string): string {
  const has = (route: string) =>
    parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8')).querySelector(selector) !== null;
  const routes = builtRoutes();
  const found = [preferred, ...routes].find((r) => r !== undefined && routes.includes(r) && has(r));
  if (!found) throw new Error(`no built page has ${selector}`);
  return found;
}

/** The decoded `text` parameter of a chat link. */
export const chatText = (href: string) => new URL(href).searchParams.get('text');

/** A 1×1 transparent GIF: stands in for stock photos, which are unreachable from here. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console messages of type error (CSP violations land here) and uncaught page errors. */
  consoleErrors: string[];
  pageErrors: string[];
  /** Every request the pages tried to send off 127.0.0.1 (wa.me, stock photos…), in order. */
  external: string[];
  close(): Promise<void>;
}

export interface SessionOptions extends BrowserContextOptions {
  /** Runs in every page before its own scripts (e.g. to remove navigator.sendBeacon). */
  initScript?: string | (() => void);
}

/**
 * A fresh context and page. Requests to any host but 127.0.0.1 never leave the machine:
 * images get a transparent pixel, documents (a chat opened in a new tab) a blank page,
 * anything else is aborted. All are recorded in `external`.
 * The visitor prefers reduced motion unless a test asks for motion (`reducedMotion:
 * 'no-preference'`): the hero's drifting decoration, drawn without a GPU, keeps a core busy for
 * as long as its page is open, and only the tests about motion need it.
 */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const { initScript, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...contextOptions,
  });
  if (initScript) await context.addInitScript(initScript);
  const external: string[] = [];
  // A regex, not a function: Playwright matches it without a round trip to this process.
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])/, (route) => {
    const request = route.request();
    external.push(request.url());
    const type = request.resourceType();
    if (type === 'image') return route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
    if (type === 'document')
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' });
    return route.abort();
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return { context, page, consoleErrors, pageErrors, external, close: () => context.close() };
}

/**
 * For a test file: connects to the shared Chromium before its tests and gives each test its own
 * session (`open`), closed after the test.
 */
export function sessionPerTest() {
  let browser: Browser | undefined;
  let current: Session | undefined;
  beforeAll(async () => {
    browser = await connect();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options?: SessionOptions): Promise<Session> {
      current = await openSession(browser!, options);
      return current;
    },
  };
}

/** Resolves with the next tab the context opens (a chat opened with target=_blank or window.open). */
export function nextTab(session: Session, timeout = 15_000): Promise<Page> {
  return session.context.waitForEvent('page', { timeout });
}

/** Collects every tab opened from now on, for asserting that none was. */
export function watchTabs(session: Session): Page[] {
  const tabs: Page[] = [];
  session.context.on('page', (p) => tabs.push(p));
  return tabs;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const control = inject('leadControlUrl');

async function call(method: string, route: string): Promise<Response> {
  const res = await fetch(`${control}${route}?origin=${encodeURIComponent(new URL(siteUrl).origin)}`, { method });
  if (!res.ok) throw new Error(`lead stub control ${method} ${route}: ${res.status} ${await res.text()}`);
  return res;
}

export interface Beacon<T = Record<string, unknown>> extends RecordedRequest {
  json: T;
}

export interface UtmJson {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}
export interface LeadJson {
  message: string;
  pageUrl: string;
  utm: UtmJson;
}
export interface VisitJson {
  event: string;
  pageUrl: string;
  utm: UtmJson;
}

export const lead = {
  async requests(): Promise<RecordedRequest[]> {
    return (await call('GET', '/requests')).json() as Promise<RecordedRequest[]>;
  },
  async reset(): Promise<void> {
    await call('DELETE', '/requests');
  },
  /** ok: 204 · error: 500 to every POST · down: not listening (connection refused). */
  async mode(mode: StubMode): Promise<void> {
    await call('PUT', `/mode/${mode}`);
  },
  /** POSTs to `path` (e.g. /api/leads), bodies parsed as JSON whatever their Content-Type. */
  async posts<T>(apiPath: string): Promise<Beacon<T>[]> {
    return (await this.requests())
      .filter((r) => r.method === 'POST' && r.path === apiPath)
      .map((r) => ({ ...r, json: JSON.parse(r.body) as T }));
  },
  /**
   * Waits until at least `count` POSTs to `path` arrived, then a quiet spell more so that an
   * extra one would be seen too; returns them all, for an exact count. Count 0 just waits.
   */
  async settle<T>(apiPath: string, count: number, { quietMs = 400, timeoutMs = 15_000 } = {}): Promise<Beacon<T>[]> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.posts(apiPath)).length < count && Date.now() < deadline) await sleep(25);
    await sleep(quietMs);
    return this.posts<T>(apiPath);
  },
  leads(count: number, opts?: { quietMs?: number; timeoutMs?: number }) {
    return this.settle<LeadJson>('/api/leads', count, opts);
  },
  visits(count: number, opts?: { quietMs?: number; timeoutMs?: number }) {
    return this.settle<VisitJson>('/api/visits', count, opts);
  },
};
