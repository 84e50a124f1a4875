// Enough distinct pictures (issue 37): no page shows one picture twice, no picture fills more than
// three pages, and the three service pages that had none show one. A picture is known by its file's
// name before the build's hash, so its sizes and formats count as one picture.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtRoutes, distDir, sessionPerTest, url } from './helpers.ts';

/** `/assets/img/team-meeting-0123abcdef-960.avif` → `team-meeting`; any other address: its file name. */
function pictureName(src: string): string {
  const file = path.posix.basename(new URL(src, 'http://x/').pathname).replace(/\.[a-z0-9]+$/i, '');
  return /^(.+?)-[0-9a-f]{8,}(?:-\d+)?$/.exec(file)?.[1] ?? file;
}

/** The pictures each built route shows, by name, in page order (repeats kept). */
function picturesByRoute(): Map<string, string[]> {
  const shown = new Map<string, string[]>();
  for (const route of builtRoutes()) {
    const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
    const srcs = html.querySelectorAll('img').map((img) => img.getAttribute('src') ?? '');
    shown.set(route, srcs.filter((src) => src && !src.startsWith('data:')).map(pictureName));
  }
  return shown;
}

// The blog's listings show each post's own picture beside its title: that is the post's picture
// going with it, not another use of it.
const isPostListing = (route: string) => route === '/blog' || route.startsWith('/blog/category/');

it('the picture name ignores the hash, the width and the format', () => {
  expect(pictureName('/assets/img/people-ritu-debbarma-0123abcdef-480.avif')).toBe('people-ritu-debbarma');
  expect(pictureName('http://127.0.0.1:5000/assets/img/speed-gauge-0123abcdef.svg')).toBe('speed-gauge');
  expect(pictureName('https://images.example.com/photo-1.jpg?w=800')).toBe('photo-1');
});

it('no page shows one picture twice', () => {
  const routes = picturesByRoute();
  expect(routes.size).toBeGreaterThan(10);
  for (const [route, names] of routes) {
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated, `${route} shows these pictures more than once`).toEqual([]);
  }
});

it('no picture is shown on more than three pages (the blog’s listings of a post aside)', () => {
  const pages = new Map<string, string[]>();
  for (const [route, names] of picturesByRoute()) {
    if (isPostListing(route)) continue;
    for (const name of new Set(names)) pages.set(name, [...(pages.get(name) ?? []), route]);
  }
  expect(pages.size).toBeGreaterThan(10);
  const overused = [...pages]
    .filter(([, routes]) => routes.length > 3)
    .map(([name, routes]) => `${name}: ${routes.join(' ')}`);
  expect(overused).toEqual([]);
});

describe('the SEO, social media and video service pages show a picture', () => {
  const sessions = sessionPerTest();
  for (const width of [375, 1280]) {
    it.for(['/services/seo', '/services/social-media', '/services/video-creation'])(
      `%s at ${width} px`,
      async (route) => {
        const { page } = await sessions.open({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
        await page.goto(url(route), { waitUntil: 'load' });
        const shown = await page.evaluate(async () => {
          const imgs = [...document.querySelectorAll('main img')] as HTMLImageElement[];
          for (const img of imgs) {
            img.scrollIntoView();
            await img.decode().catch(() => undefined);
          }
          return imgs.map((img) => ({
            loaded: img.naturalWidth,
            drawn: img.getBoundingClientRect().width,
            alt: img.alt,
          }));
        });
        const visible = shown.filter((img) => img.loaded > 0 && img.drawn >= 100);
        expect(visible.length, JSON.stringify(shown)).toBeGreaterThan(0);
        for (const img of visible) expect(img.alt.length).toBeGreaterThan(10);
      },
    );
  }
});
