// The routes that between them show every kind of element the build makes, for the checks that
// cost a page load per route and width (axe, pictures, the chat button's path). Layout, contrast
// and picture sizes follow an element's tag, classes and behaviour hooks, not its words: a page
// that brings no element kind another route has not shown is left out of those sweeps. What
// depends on the words of each page (headings, alt text, new-tab links, CSP) is checked on every
// route (production.test.ts, routes.test.ts, pictures.test.ts' markup test).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtRoutes, distDir } from './helpers.ts';

/** What a page shows, as kinds: `tag.class.class[data-hook]`, and each picture slot with its largest file. */
function elementKinds(route: string): Set<string> {
  const html = parse(readFileSync(path.join(distDir, route, 'index.html'), 'utf8'));
  const kinds = new Set<string>();
  for (const el of html.querySelectorAll('body *')) {
    const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort();
    const hooks = Object.keys(el.attributes)
      .filter((a) => a.startsWith('data-'))
      .sort();
    kinds.add(
      `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${hooks.length ? `[${hooks.join(',')}]` : ''}`,
    );
    if (el.tagName === 'IMG')
      kinds.add(
        `img sizes="${el.getAttribute('sizes') ?? ''}" up to ${(el.getAttribute('srcset') ?? '').match(/\d+w/g)?.at(-1) ?? 'one file'}`,
      );
  }
  return kinds;
}

let cached: string[] | undefined;

/** Built routes that cover every element kind of the build, chosen greedily (most new kinds first). */
export function coveringRoutes(): string[] {
  if (cached) return cached;
  const kinds = new Map(builtRoutes().map((route) => [route, elementKinds(route)]));
  const left = new Set([...kinds.values()].flatMap((k) => [...k]));
  const chosen: string[] = [];
  while (left.size > 0) {
    let best = '';
    let most = 0;
    for (const [route, own] of kinds) {
      const fresh = [...own].filter((k) => left.has(k)).length;
      if (fresh > most) [best, most] = [route, fresh];
    }
    chosen.push(best);
    for (const k of kinds.get(best)!) left.delete(k);
  }
  cached = chosen.sort();
  return cached;
}
