// Every width from 320 to 1,600 px in 20-px steps (issue 51, "done when"): the header never clips
// its name or wraps a control, no swipe cue shows under a row that does not overflow, and no number
// range breaks at its dash. Swept on the home page and on every route with a swipe row or a range;
// the header also with eight links (a fixture site), and without JavaScript.
//
// A route is loaded once into a frame of a harness page, and one script call resizes the frame
// through the widths and measures each: the frame's width is its pages' viewport, as a window's
// is, and resizing the window through Playwright costs about three times as much a step.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { siteCopy } from '../helpers/sites.ts';
import { fixtureSite } from './fixture-site.ts';
import { builtRoutes, contentFile, distDir, sessionPerTest, url } from './helpers.ts';

const sessions = sessionPerTest();
const WIDTHS = Array.from({ length: 65 }, (_, i) => 320 + 20 * i);
const RANGE = /\d[-‐–]\d/;

/** Home, for its header, and every built route with a swipe row or a number range. */
function sweptRoutes(): string[] {
  return builtRoutes().filter((route) => {
    const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
    return route === '/' || html.querySelector('.swipe-cue') || RANGE.test(html.querySelector('main')!.text);
  });
}

/** A page of `origin` holding one frame, served by the test itself (the site's own pages forbid inline styles). */
async function harness(origin: string): Promise<Page> {
  const { page, context } = await sessions.open({ viewport: { width: 1640, height: 820 } });
  const at = new URL('/__sweep', origin).href;
  await context.route(at, (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0"><iframe></iframe>' }),
  );
  await page.goto(at);
  return page;
}

interface SweepOptions {
  src: string;
  widths: number[];
  /** Whether the page runs its script (which opens the menu): then the header is one row. Else the frame is sandboxed without scripts. */
  script: boolean;
  /** Whether to measure the header at every width (it is the same on every page). */
  header: boolean;
}

/**
 * In the harness: `src` in the frame at each width, and what is wrong there (a line each). Layout
 * is measured where it can change what is checked: the header's row, and below 640 px (phones),
 * where rows swipe and lines are short. Wider, a swipe cue must be hidden and a range held by
 * `white-space: nowrap`, which the computed style says without laying the page out again.
 */
function sweepFrame({ src, widths, script, header }: SweepOptions): Promise<string[]> {
  return (async () => {
    const frame = document.querySelector('iframe')!;
    frame.style.cssText = `border: 0; height: 800px; width: ${widths[0]}px`;
    if (script) frame.removeAttribute('sandbox');
    else frame.sandbox.value = 'allow-same-origin';
    await new Promise((done) => ((frame.onload = done), (frame.src = src)));
    const doc = frame.contentDocument!;
    const win = frame.contentWindow!;
    await doc.fonts.ready;
    const problems: string[] = [];
    const shown = (e: Element) => e.getClientRects().length > 0;
    const textRects = (e: Node) => {
      const range = doc.createRange();
      range.selectNodeContents(e);
      return [...range.getClientRects()].filter((r) => r.width > 0);
    };
    /** Lines of the text a reader sees (not a 1-px box kept for screen readers). */
    const lines = (e: Element) => {
      const tops = new Set<number>();
      const walker = doc.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode())
        if (t.textContent!.trim() && t.parentElement!.getBoundingClientRect().width > 1)
          for (const r of textRects(t)) tops.add(Math.round(r.top));
      return tops.size;
    };
    const ranges = [...doc.querySelectorAll('.nowrap')].filter((s) => /\d[-‐–]\d/.test(s.textContent!));
    const cues = [...doc.querySelectorAll<HTMLElement>('.swipe-cue')];
    /** Cues on screen under a row with nothing to swipe. */
    const bareCues = () =>
      cues.filter((cue) => {
        const list = cue.previousElementSibling as HTMLElement;
        return getComputedStyle(cue).display !== 'none' && !(list.scrollWidth > list.clientWidth + 1);
      });
    const inner = doc.querySelector<HTMLElement>('.header-inner')!;
    const name = doc.querySelector<HTMLElement>('.site-header .brand-name')!;
    const row = parseFloat(getComputedStyle(inner).minHeight);
    const controls = [...inner.querySelectorAll<HTMLElement>('.menu-toggle, .site-nav a, .header-chat')];

    const headerProblems = (at: (what: string) => void) => {
      const box = inner.getBoundingClientRect();
      const nameBox = name.getBoundingClientRect();
      const named = textRects(name);
      const visible = controls.filter(shown);
      if (name.scrollWidth > name.clientWidth + 1 || named.some((r) => r.right > nameBox.right + 0.5))
        at(`the name is cut: ${Math.round(name.scrollWidth)} px in ${name.clientWidth}`);
      const covers = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      if (visible.some((c) => named.some((r) => covers(c.getBoundingClientRect(), r)))) at('a control covers the name');
      for (const c of visible) {
        const r = c.getBoundingClientRect();
        const label = c.textContent!.trim() || c.className;
        if (lines(c) > 1) at(`"${label}" wraps`);
        if (r.left < -0.5 || r.right > win.innerWidth + 0.5) at(`"${label}" is cut by the screen's edge`);
        // With the script the header is one row; without it, links may take a row of their own.
        if (script && (r.top < box.top - 0.5 || r.bottom > box.top + row + 0.5))
          at(`"${label}" is off the header's row`);
      }
      if (script && box.height > row + 0.5) at(`the header is ${Math.round(box.height)} px tall, not one row`);
    };

    for (const width of widths) {
      frame.style.width = `${width}px`;
      const at = (what: string) => problems.push(`${width} px: ${what}`);
      const measure = width < 640;
      if (header) headerProblems(at);
      for (const s of ranges)
        if (measure ? lines(s) > 1 : getComputedStyle(s).whiteSpace !== 'nowrap')
          at(`"${s.textContent}" breaks at its dash`);
      let bare = bareCues();
      // The client script hides a cue on its row's next resize callback: give it a frame or two.
      for (let i = 0; i < 2 && bare.length; i++) {
        await new Promise((done) => win.requestAnimationFrame(done));
        bare = bareCues();
      }
      for (const cue of bare) at(`a swipe cue under #${cue.closest('section')?.id}, whose row does not overflow`);
    }
    return problems;
  })();
}

/** Each route swept; the header measured at every width on `headerOn`, the routes it names. */
async function sweep(
  page: Page,
  routes: readonly string[],
  { origin, script = true, headerOn = routes }: { origin: string; script?: boolean; headerOn?: readonly string[] },
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    const src = new URL(route, origin).href;
    const header = headerOn.includes(route);
    for (const p of await page.evaluate(sweepFrame, { src, widths: WIDTHS, script, header }))
      problems.push(`${route} ${p}`);
  }
  return problems;
}

it('every number range on every built page is held whole (components/whole-ranges.ts), as the sweep below takes it', () => {
  const loose = builtRoutes().flatMap((route) => {
    const main = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8')).querySelector('main')!;
    const held = main.querySelectorAll('.nowrap').map((s) => s.text);
    const all = main.text.match(/[₹\d][\d,.]*%?[-‐–][₹\d][\d,.]*/g) ?? [];
    return all.filter((r) => !held.some((h) => h.includes(r))).map((r) => `${route}: ${r}`);
  });
  expect(loose).toEqual([]);
});

it('the shipped site, 320–1,600 px: the header never clips its name or wraps a control; no swipe cue without an overflowing row; no range breaks at its dash', async () => {
  const routes = sweptRoutes();
  expect(routes.length).toBeGreaterThan(1);
  const page = await harness(url('/'));
  // The header is the same on every page (but for the link marked current, drawn no wider).
  expect(await sweep(page, routes, { origin: url('/'), headerOn: ['/'] })).toEqual([]);
}, 180_000);

/** In the harness: at `width`, how many header links a visitor sees, and whether the menu button shows. */
function headerAt(width: number): { links: number; menu: boolean } {
  const frame = document.querySelector('iframe')!;
  frame.style.width = `${width}px`;
  const doc = frame.contentDocument!;
  const links = [...doc.querySelectorAll('.site-nav a')].filter((a) => a.getClientRects().length > 0);
  return { links: links.length, menu: doc.querySelector('.menu-toggle')!.getClientRects().length > 0 };
}

it('without JavaScript the header clips nothing either: the links stay in view, on a row of their own where there is no room', async () => {
  const page = await harness(url('/'));
  expect(await sweep(page, ['/'], { origin: url('/'), script: false })).toEqual([]);
  // No menu button, which only the script opens: every link shows, on a phone too.
  const links = contentFile<{ nav: unknown[] }>('site.yml').nav.length;
  expect(await page.evaluate(headerAt, 375)).toEqual({ links, menu: false });
});

// The most links check lets pass (check/rules/header.ts), longer than the shipped ones.
const eightLinks = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Services', '/services'],
  ['SEO Packages', '/services/seo'],
  ['Portfolio', '/portfolio'],
  ['Case Studies', '/services/web-development'],
  ['Blog', '/blog'],
  ['Contact Us', '/contact'],
];
const eight = fixtureSite(async () => {
  const content = await siteCopy();
  const file = path.join(content, 'site.yml');
  const nav = eightLinks.map(([label, href]) => `  - label: ${label}\n    href: ${href}\n`).join('');
  const text = readFileSync(file, 'utf8');
  await writeFile(file, text.replace(/^nav:\n(?: {2}.*\n)+/m, `nav:\n${nav}`));
  return content;
});

it('with eight links the header holds at every width too: behind the menu where the row has no room, in the row where it has', async () => {
  const page = await harness(eight.url);
  expect(await sweep(page, ['/'], { origin: eight.url })).toEqual([]);
  // The row fits on wide screens: the links are in it; on narrow ones they are behind the menu.
  expect(await page.evaluate(headerAt, 1600)).toEqual({ links: eightLinks.length, menu: false });
  expect(await page.evaluate(headerAt, 1000)).toEqual({ links: 0, menu: true });
});
