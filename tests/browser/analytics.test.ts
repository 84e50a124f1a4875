// GA4 set in site.yml, in a real browser: the page's own CSP lets gtag.js load and its hit reach
// Google's collect endpoint, with no violation. The fixture site is built once here (the shared
// build has no analytics); Google's hosts are stand-ins routed by the page (nothing leaves 127.0.0.1).
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteCopy } from '../helpers/sites.ts';
import { fixtureSite } from './fixture-site.ts';
import { sessionPerTest, sleep } from './helpers.ts';

const measurementId = 'G-TEST123456';
const site = fixtureSite(async () => {
  const contentDir = await siteCopy();
  await appendFile(
    path.join(contentDir, 'site.yml'),
    `analytics:\n  provider: ga4\n  measurementId: ${measurementId}\n`,
  );
  return contentDir;
});

const sessions = sessionPerTest();

/**
 * gtag.js's stand-in: reads the queue the site's bootstrap fills (whichever of the two runs first)
 * and, for each `config`, posts a page view to the collect endpoint as gtag.js does.
 */
const gtagStub = `(() => {
  const q = (window.dataLayer = window.dataLayer || []);
  const hit = (args) => {
    if (args[0] !== 'config') return;
    fetch('https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=' + encodeURIComponent(args[1]), { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  Array.from(q).forEach(hit);
  q.push = (args) => { Array.prototype.push.call(q, args); hit(args); return q.length; };
})();`;

it("gtag.js loads under the page's CSP, reads the hashed bootstrap and sends its hit to the collect endpoint", async () => {
  const s = await sessions.open({
    initScript: () => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    },
  });
  const scripts: string[] = [];
  const hits: string[] = [];
  await s.page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: gtagStub });
  });
  await s.page.route('https://region1.google-analytics.com/**', (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await s.page.goto(new URL('/about', site.url).href, { waitUntil: 'load' });
  for (let i = 0; i < 100 && hits.length === 0; i++) await sleep(50);

  expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${measurementId}`]);
  expect(hits).toHaveLength(1);
  expect(new URL(hits[0]!).searchParams.get('tid')).toBe(measurementId);
  expect(await s.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  expect(s.consoleErrors.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
  expect(s.pageErrors).toEqual([]);
});
