// How a share card looks and how it is drawn: satori lays the card out (element tree → SVG) and
// resvg paints it (SVG → PNG). Runs in the card worker (card-worker.ts), off the thread that
// renders pages. Plain element objects rather than JSX, so the worker needs no JSX set-up.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { markSvg } from '../shared/logo-mark.ts';

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
export const CARD_DESIGN = 'night-4';

/** Every card's PNG, in the order of the texts. */
export async function drawCards(texts: readonly CardText[]): Promise<Uint8Array[]> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const require = createRequire(import.meta.url);
  const font = (name: string, pkg: string, subset: string, weight: 400 | 700) => ({
    name,
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`)),
  });
  // The site's display face for its name and the title (Latin only: Noto Sans has what it lacks).
  const fonts = [
    font('Sora', 'sora', 'latin', 700),
    ...['latin', 'latin-ext'].flatMap((s) => [font('Noto Sans', 'noto-sans', s, 400), font('Noto Sans', 'noto-sans', s, 700)]),
  ];
  return Promise.all(
    texts.map(async (text) => {
      const svg = await satori(cardElement(text) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
      // renderAsync paints on libuv's threads, several cards at once.
      return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
    }),
  );
}

interface CardNode {
  type: 'div' | 'img';
  props: { style: Record<string, string | number>; children?: string | CardNode[]; src?: string; width?: number; height?: number };
}
const div = (style: CardNode['props']['style'], children?: CardNode['props']['children']): CardNode => ({ type: 'div', props: { style, children } });
const mark = (size: number): CardNode => ({
  type: 'img',
  props: { src: `data:image/svg+xml;base64,${Buffer.from(markSvg()).toString('base64')}`, width: size, height: size, style: {} },
});

// The site's tokens (styles/tokens.css): the night background, the brand gradient, white text.
function cardElement(t: CardText): CardNode {
  const gradient = '#4f46e5 0%, #7c3aed 50%, #be185d 100%';
  return div({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', boxSizing: 'border-box', width: '100%', height: '100%', padding: '72px 80px', color: '#ffffff', fontFamily: 'Noto Sans', background: '#0b1030' }, [
    div({ display: 'flex', alignItems: 'center', gap: 20 }, [
      mark(64),
      div({ fontSize: 32, fontWeight: 700, fontFamily: 'Sora, Noto Sans' }, t.siteName),
    ]),
    div({ display: 'flex', flexDirection: 'column', gap: 20 }, [
      div({ fontSize: 28, color: '#f0abfc', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }, t.kicker),
      div({ fontSize: t.title.length > 60 ? 54 : 64, fontWeight: 700, lineHeight: 1.15, fontFamily: 'Sora, Noto Sans' }, t.title),
    ]),
    div({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#e0e7ff' }, [
      div({}, t.host),
      div({ display: 'flex', width: 240, height: 10, borderRadius: 5, background: `linear-gradient(90deg, ${gradient})` }),
    ]),
  ]);
}
