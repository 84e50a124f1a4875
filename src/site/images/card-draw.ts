// How a share card looks and how it is drawn: satori lays the card out (element tree → SVG) and
// resvg paints it (SVG → PNG). Runs in the card worker (card-worker.ts), off the thread that
// renders pages. Plain element objects rather than JSX, so the worker needs no JSX set-up.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CardText {
  title: string;
  /** Above the title: the page's section as the header names it ("Services", "Blog"), or the site's tagline. */
  kicker: string;
  siteName: string;
  /** The site's address as shown: agency.example.in. */
  host: string;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

// Part of every card's name: change it with the drawing (cardElement, fonts), so that a changed
// card gets a new name and no cache anywhere keeps showing the old one.
export const CARD_DESIGN = 'night-3';

/** Every card's PNG, in the order of the texts. */
export async function drawCards(texts: readonly CardText[]): Promise<Uint8Array[]> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const require = createRequire(import.meta.url);
  const font = (subset: string, weight: 400 | 700) => ({
    name: 'Noto Sans',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
  });
  const fonts = ['latin', 'latin-ext'].flatMap((s) => [font(s, 400), font(s, 700)]);
  return Promise.all(
    texts.map(async (text) => {
      const svg = await satori(cardElement(text) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
      // renderAsync paints on libuv's threads, several cards at once.
      return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
    }),
  );
}

interface CardNode {
  type: 'div';
  props: { style: Record<string, string | number>; children?: string | CardNode[] };
}
const div = (style: CardNode['props']['style'], children?: CardNode['props']['children']): CardNode => ({ type: 'div', props: { style, children } });

// The site's tokens (styles/tokens.css): the night background, the brand gradient, white text.
function cardElement(t: CardText): CardNode {
  const gradient = '#4f46e5 0%, #7c3aed 50%, #be185d 100%';
  return div({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', boxSizing: 'border-box', width: '100%', height: '100%', padding: '72px 80px', color: '#ffffff', fontFamily: 'Noto Sans', background: '#0b1030' }, [
    div({ display: 'flex', alignItems: 'center', gap: 20 }, [
      div({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 64, height: 64, borderRadius: 16, background: `linear-gradient(120deg, ${gradient})`, fontSize: 34, fontWeight: 700 }, t.siteName.slice(0, 1)),
      div({ fontSize: 32, fontWeight: 700 }, t.siteName),
    ]),
    div({ display: 'flex', flexDirection: 'column', gap: 20 }, [
      div({ fontSize: 28, color: '#f0abfc', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }, t.kicker),
      div({ fontSize: t.title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }, t.title),
    ]),
    div({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#e0e7ff' }, [
      div({}, t.host),
      div({ display: 'flex', width: 240, height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #4f46e5, #7c3aed, #be185d)' }),
    ]),
  ]);
}
