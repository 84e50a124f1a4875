// A share card for every page without a picture of its own: 1200 × 630 PNG with the page's title
// and the site's name in its colours, drawn by satori (React-like elements → SVG) and resvg
// (SVG → PNG). Cards are named by a hash of what they show, kept in the cache and made only when new.
import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { Site } from '../content/schemas/index.ts';
import type { Route } from '../routes.ts';
import type { Wanted } from '../output/update.ts';

export interface CardText {
  title: string;
  /** Above the title: the page's section as the header names it ("Services", "Blog"), or the site's tagline. */
  kicker: string;
  siteName: string;
  /** The site's address as shown: agency.example.in. */
  host: string;
}

/** What a card reads of site.yml. */
export type CardSite = Pick<Site, 'name' | 'tagline' | 'nav'>;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

// Part of every card's name: change it with the drawing (cardElement, fonts), so that a changed
// card gets a new name and no cache anywhere keeps showing the old one.
const CARD_DESIGN = 'night-3';

/** The card of a route, its text and the file it is written to; none for a post, which is shared with its own picture. */
export function shareCard(route: Route, site: CardSite, siteUrl: string): { file: string; text: CardText } | undefined {
  const v = route.view;
  if (v.kind === 'blog-post') return undefined;
  // Every page of one listing shares its first page's card.
  const title = v.kind === 'blog-list' && v.pageNumber > 1 ? route.title.slice(0, route.title.lastIndexOf(' · ')) : route.title;
  // Above the title, the section the page belongs to as the header names it ("Services" over
  // /services/seo); a section's own page, and a page in none, show the tagline.
  const section = site.nav.find((n) => n.href === '/' + route.path.split('/')[1]);
  const kicker = section && section.href !== route.path ? section.label : site.tagline;
  const text: CardText = { title, kicker, siteName: site.name, host: new URL(siteUrl).host };
  const slug = (v.kind === 'blog-list' ? v.basePath : route.path).replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() || 'home';
  const digest = hash('sha256', JSON.stringify([text, CARD_DESIGN]), 'hex').slice(0, 10);
  return { file: `assets/og/${slug}-${digest}.png`, text };
}

/** Every route's card: file → text (listing pages share one). */
export function shareCards(routes: readonly Route[], site: CardSite, siteUrl: string): Map<string, CardText> {
  const cards = new Map<string, CardText>();
  for (const route of routes) {
    const card = shareCard(route, site, siteUrl);
    if (card) cards.set(card.file, card.text);
  }
  return cards;
}

export const shareCardPaths = (routes: readonly Route[], site: CardSite, siteUrl: string) => [...shareCards(routes, site, siteUrl).keys()];

/** The cards' files: read from the cache (only if the output lacks them), or drawn and kept there. */
export async function shareCardFiles(cards: ReadonlyMap<string, CardText>, cache: string | undefined): Promise<Wanted[]> {
  const dir = cache && path.join(cache, 'images', 'cards');
  if (dir) mkdirSync(dir, { recursive: true });
  const sorted = [...cards].sort(([a], [b]) => (a < b ? -1 : 1));
  return Promise.all(
    sorted.map(async ([file, text]): Promise<Wanted> => {
      const kept = dir && path.join(dir, path.basename(file));
      if (kept && existsSync(kept)) return { file, key: file, contents: () => readFileSync(kept) };
      const png = await draw(text);
      if (kept) writeFileSync(kept, png);
      return { file, key: file, contents: png };
    }),
  );
}

type Draw = (text: CardText) => Promise<Uint8Array>;

// satori, resvg and the fonts are loaded when the first card is drawn, once per process.
let drawer: Promise<Draw> | undefined;
const draw: Draw = async (text) => (await (drawer ??= loadDrawer()))(text);

async function loadDrawer(): Promise<Draw> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const require = createRequire(import.meta.url);
  const font = (subset: string, weight: 400 | 700) => ({
    name: 'Noto Sans',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
  });
  const fonts = ['latin', 'latin-ext'].flatMap((s) => [font(s, 400), font(s, 700)]);
  return async (text) => {
    const svg = await satori(cardElement(text), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
    // renderAsync draws on libuv's threads: cards and pictures are made side by side.
    return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
  };
}

// The site's tokens (styles/tokens.css): the night background, the brand gradient, white text.
function cardElement(t: CardText): ReactElement {
  const long = t.title.length > 60;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', boxSizing: 'border-box', width: '100%', height: '100%', padding: '72px 80px', color: '#ffffff', fontFamily: 'Noto Sans', background: '#0b1030' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 64, height: 64, borderRadius: 16, background: 'linear-gradient(120deg, #4f46e5 0%, #7c3aed 50%, #be185d 100%)', fontSize: 34, fontWeight: 700 }}>{t.siteName.slice(0, 1)}</div>
        <div style={{ fontSize: 32, fontWeight: 700 }}>{t.siteName}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 28, color: '#f0abfc', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }}>{t.kicker}</div>
        <div style={{ fontSize: long ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }}>{t.title}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#e0e7ff' }}>
        <div>{t.host}</div>
        <div style={{ display: 'flex', width: 240, height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #4f46e5, #7c3aed, #be185d)' }} />
      </div>
    </div>
  );
}
