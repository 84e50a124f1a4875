// A share card for every page without a picture of its own: 1200 × 630 PNG with the page's title
// and the site's name in its colours, drawn by sharp (card-draw.ts) in a worker, a batch at a time
// (card-batches.ts). Cards are named by a hash of what they show and of the code that draws them
// (project.ts codeFingerprint: the fonts and sharp by their installed versions), kept in the cache
// and made only when new.
import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Site } from '../model/schemas/index.ts';
import type { Route } from '../model/route.ts';
import { viewDecl, type AnyKind } from '../model/kind.ts';
import type { Wanted } from '../output/update.ts';
import { codeFingerprint, projectRoot, sourceFile } from '../project.ts';
import { inBatches } from './card-batches.ts';
import type { CardText } from './card-draw.ts';
import { cardFontFiles } from './card-fonts.ts';
import { loadSharp } from './sharp.ts';
import { writeFileAtomic } from '../atomic-write.ts';

export type { CardText };

/** The code that draws a card: the worker and all it imports (card-draw.ts, card-fonts.ts, logo-mark.ts...). */
const CARD_MODULES = ['site/images/card-worker.mjs'];

/** Where share cards are written in the output. */
export const cardsFolder = 'assets/og/';

/** What a card reads of site.yml. */
export type CardSite = Pick<Site, 'name' | 'tagline' | 'nav'>;

/** The card a page shares (its view says with which title and name: model/kind.ts), its text and the file it is written to. */
export function cardOf(
  card: { title: string; name: string },
  routePath: string,
  site: CardSite,
  siteUrl: string,
): { file: string; text: CardText } {
  // Above the title, the section the page belongs to as the header names it ("Services" over
  // /services/seo); a section's own page, and a page in none, show the tagline.
  const section = site.nav.find((n) => n.href === '/' + routePath.split('/')[1]);
  const kicker = section && section.href !== routePath ? section.label : site.tagline;
  const text: CardText = { title: card.title, kicker, siteName: site.name, host: new URL(siteUrl).host };
  const slug =
    card.name
      .replace(/^\/|\/$/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .toLowerCase() || 'home';
  const digest = hash('sha256', JSON.stringify([text, codeFingerprint(CARD_MODULES)]), 'hex').slice(0, 10);
  return { file: `${cardsFolder}${slug}-${digest}.png`, text };
}

/** The card of a route, its text and the file it is written to; none for an article, which is shared with its own picture. */
export function shareCard(
  route: Route,
  site: CardSite,
  siteUrl: string,
  kinds: readonly AnyKind[],
): { file: string; text: CardText } | undefined {
  const share = viewDecl(kinds, route.view).share(route.view, route);
  return 'card' in share ? cardOf(share.card, route.path, site, siteUrl) : undefined;
}

/** Every route's card: file → text (listing pages share one). */
export function shareCards(
  routes: readonly Route[],
  site: CardSite,
  siteUrl: string,
  kinds: readonly AnyKind[],
): Map<string, CardText> {
  const cards = new Map<string, CardText>();
  for (const route of routes) {
    const card = shareCard(route, site, siteUrl, kinds);
    if (card) cards.set(card.file, card.text);
  }
  return cards;
}

export const shareCardPaths = (
  routes: readonly Route[],
  site: CardSite,
  siteUrl: string,
  kinds: readonly AnyKind[],
) => [...shareCards(routes, site, siteUrl, kinds).keys()];

/** Cards drawn by one worker: enough that starting workers costs little, few enough to hold (~40 KB each). */
export const CARD_BATCH = 100;

/**
 * The cards' files, as the write stage wants them: a card the cache holds is read only if the
 * output lacks it; the others are drawn in batches by a worker, the first started now, so that
 * it is drawn while the pages render (the write stage reaches cards last), and kept in the cache.
 */
export function shareCardFiles(cards: ReadonlyMap<string, CardText>, cache: string | undefined): Wanted[] {
  const dir = cache && path.join(cache, 'images', 'cards');
  if (dir) mkdirSync(dir, { recursive: true });
  const sorted = [...cards].sort(([a], [b]) => (a < b ? -1 : 1));
  const kept = (file: string) => dir && path.join(dir, path.basename(file));
  const missing = sorted.filter(([file]) => !(dir && existsSync(kept(file)!)));
  const index = new Map(missing.map(([file], i) => [file, i]));
  const take = inBatches(missing.length, CARD_BATCH, (from, to) =>
    drawInWorker(missing.slice(from, to).map(([, text]) => text)),
  );
  return sorted.map(([file]): Wanted => {
    const i = index.get(file);
    if (i === undefined) return { file, key: file, contents: () => readFileSync(kept(file)!) };
    return {
      file,
      key: file,
      contents: async () => {
        const png = await take(i);
        if (dir) writeFileAtomic(kept(file)!, png);
        return png;
      },
    };
  });
}

// lib/card-worker.js when the CLI runs compiled (scripts/compile.mjs), else the sources.
const workerFile = import.meta.url.endsWith('.js')
  ? path.join(projectRoot, 'lib', 'card-worker.js')
  : sourceFile('site/images/card-worker.mjs');

async function drawInWorker(texts: CardText[]): Promise<Uint8Array[]> {
  // sharp loaded here first, so that its libraries stay loaded when a worker ends (sharp's advice).
  await loadSharp();
  const fontFiles = cardFontFiles();
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { texts, fontFiles } });
    worker.unref(); // a build that fails does not wait for its cards
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the share-card worker stopped (exit code ${code}) before drawing its cards`)),
    );
  });
}
