// How a share card looks and how it is drawn, all by sharp: the night background, the mark and the
// gradient bar are one SVG, painted once; each text is set by Pango and HarfBuzz (sharp's `text`
// input), which shape Bengali and Devanagari (conjuncts, vowel signs) as satori could not, wrap
// the title and let us clamp it with an ellipsis. Texts are placed by their ink: Pango gives no
// baseline, and placing by ink keeps the block centred whatever the script. Runs in the card
// worker (card-worker.mjs), off the thread that renders pages.
import type { default as Sharp, OverlayOptions } from 'sharp';
import { markSvg } from '../shared/logo-mark.ts';
import { cardFamilies, cardFontFiles, cardLine } from './card-fonts.ts';
import { loadSharp } from './sharp.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';

export interface CardText {
  title: string;
  /** Above the title: the page's section as the header names it ("Services", "Blog"), or the site's tagline. */
  kicker: string;
  siteName: string;
  /** The site's address as shown: agency.example.in. */
  host: string;
}

const left = 80;
const inner = CARD_WIDTH - 2 * left;
// Where the texts' ink is centred (the header's, the kicker and title's, the footer's), the gap
// between kicker and title, the mark and the bar: as satori laid the card out before (within 2 px).
const rows = { header: 105.5, middle: 334, footer: 542.5 };
const kickerGap = 37;
const mark = { x: left, y: 72, size: 64 };
const bar = { x: CARD_WIDTH - left - 240, y: 536, width: 240, height: 10 };

/** The title's size and box: smaller for a long title; at most 3 lines, 4 of a long Latin title. */
export function titleStyle(title: string): { size: number; lines: number; lineHeight: number } {
  const size = title.length > 60 ? 54 : 64;
  // Bengali and Devanagari stack vowel signs above and below the line: give them room.
  const indic = /[\u0900-\u09ff]/u.test(title);
  return { size, lines: size === 54 && !indic ? 4 : 3, lineHeight: Math.round(size * (indic ? 1.3 : 1.15)) };
}

/** Every card's PNG, in the order of the texts, a few at a time (each holds a 3 MB canvas). */
export async function drawCards(
  texts: readonly CardText[],
  fontFiles: readonly string[] = cardFontFiles(),
  atOnce = 4,
): Promise<Uint8Array[]> {
  const pngs: Uint8Array[] = [];
  let next = 0;
  const lane = async () => {
    while (next < texts.length) {
      const i = next++;
      pngs[i] = await drawCard(texts[i]!, fontFiles);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, texts.length) }, lane));
  return pngs;
}

export async function drawCard(t: CardText, fontFiles: readonly string[]): Promise<Uint8Array> {
  const { sharp, background } = await ready(fontFiles);
  const title = titleStyle(t.title);
  const [name, kicker, heading, host] = await Promise.all([
    setOnce(sharp, {
      text: t.siteName,
      font: `${cardFamilies.display} Bold`,
      size: 32,
      color: '#ffffff',
      width: inner - mark.size - 20,
      lines: 1,
    }),
    setOnce(sharp, {
      text: t.kicker.toUpperCase(),
      font: `${cardFamilies.text} Bold`,
      size: 28,
      color: '#f0abfc',
      width: inner,
      lines: 1,
      letterSpacing: 2,
    }),
    setText(sharp, { text: t.title, font: `${cardFamilies.display} Bold`, color: '#ffffff', width: inner, ...title }),
    setOnce(sharp, {
      text: t.host,
      font: 'Noto Sans',
      size: 26,
      color: '#e0e7ff',
      width: inner - bar.width - 40,
      lines: 1,
    }),
  ]);
  const layers: OverlayOptions[] = [];
  const put = (ink: Ink | undefined, x: number, top: number) =>
    ink &&
    layers.push({
      input: ink.data,
      raw: { width: ink.width, height: ink.height, channels: 4 },
      left: x,
      top: Math.round(top),
    });
  put(name, mark.x + mark.size + 20, rows.header - (name?.height ?? 0) / 2);
  put(host, left, rows.footer - (host?.height ?? 0) / 2);
  const block = (kicker?.height ?? 0) + (kicker && heading ? kickerGap : 0) + (heading?.height ?? 0);
  const top = rows.middle - block / 2;
  put(kicker, left, top);
  put(heading, left, top + block - (heading?.height ?? 0));
  const raw = { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 as const };
  return sharp(background, { raw }).composite(layers).removeAlpha().png().toBuffer();
}

interface Ready {
  sharp: typeof Sharp;
  /** The card without its texts, as raw RGB. */
  background: Buffer;
}
let readying: Promise<Ready> | undefined;

/** sharp, the fonts made known to Pango (fontconfig takes each file once per process), the background. */
function ready(fontFiles: readonly string[]): Promise<Ready> {
  readying ??= (async () => {
    const sharp = await loadSharp();
    for (const fontfile of fontFiles)
      await sharp({ text: { text: 'x', fontfile } })
        .raw()
        .toBuffer();
    const background = await sharp(Buffer.from(backgroundSvg())).removeAlpha().raw().toBuffer();
    return { sharp, background };
  })();
  return readying;
}

// The site's tokens (styles/tokens.css): the night background, the brand gradient.
function backgroundSvg(): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(markSvg()).toString('base64')}`;
  const stops = ['#4f46e5', '#7c3aed', '#be185d'].map((c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><defs><linearGradient id="bar">${stops}</linearGradient></defs><rect width="100%" height="100%" fill="#0b1030"/><image href="${href}" x="${mark.x}" y="${mark.y}" width="${mark.size}" height="${mark.size}"/><rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" rx="${bar.height / 2}" fill="url(#bar)"/></svg>`;
}

interface TextStyle {
  text: string;
  /** Pango's families and style, without the size. */
  font: string;
  size: number;
  color: string;
  /** The widest the ink may be. */
  width: number;
  lines: number;
  lineHeight?: number;
  letterSpacing?: number;
}

/** A text's ink: RGBA pixels as tight as the glyphs drawn. */
interface Ink {
  data: Buffer;
  width: number;
  height: number;
}

const set = new Map<string, Promise<Ink | undefined>>();

/** A text that most cards share (the site's name and address, a section's name): set once. */
function setOnce(sharp: typeof Sharp, style: TextStyle): Promise<Ink | undefined> {
  const key = JSON.stringify(style);
  if (!set.has(key)) {
    if (set.size >= 32) set.clear(); // a tagline per page, say: keep memory bounded
    set.set(key, setText(sharp, style));
  }
  return set.get(key)!;
}

/** One text set in its box, cut with an ellipsis where it does not fit; none when nothing of it can be drawn. */
async function setText(sharp: typeof Sharp, style: TextStyle): Promise<Ink | undefined> {
  const { text } = cardLine(style.text);
  if (!text) return undefined;
  const lineHeight = style.lineHeight ?? style.size * 1.2;
  // The ink of n lines is at most (n - 1) line heights and one line's ink (1.5 em with vowel signs).
  const fits = (ink: Ink) =>
    ink.width <= style.width && ink.height <= (style.lines - 1) * lineHeight + 1.5 * style.size;
  const render = async (s: string): Promise<Ink> => {
    const { data, info } = await sharp({
      text: {
        text: markup(style, s),
        font: `${style.font} ${style.size}`,
        dpi: 72,
        rgba: true,
        ...(style.lines > 1 && { width: style.width, wrap: 'word-char' as const }),
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const whole = await render(text);
  return fits(whole) ? whole : render(await clamp(text, async (s) => fits(await render(s))));
}

/** The longest start of `text` that, with an ellipsis, fits (by halving); cut after a word where one ends near. */
async function clamp(text: string, fits: (s: string) => Promise<boolean>): Promise<string> {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((g) => g.segment);
  const cut = (n: number) => graphemes.slice(0, n).join('').trimEnd() + '…';
  let [lo, hi] = [0, graphemes.length - 1]; // cut(lo) fits (an ellipsis alone), cut(hi + 1) does not
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (await fits(cut(mid))) lo = mid;
    else hi = mid - 1;
  }
  const kept = graphemes.slice(0, lo).join('');
  const space = kept.lastIndexOf(' ');
  return (space > kept.length * 0.8 ? kept.slice(0, space) : kept).trimEnd() + '…';
}

function markup(style: TextStyle, text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Pango's units: 1/1024 of a point, and a point is a pixel at 72 dpi.
  const spacing = style.letterSpacing ? ` letter_spacing="${style.letterSpacing * 1024}"` : '';
  const lineHeight = style.lineHeight ? ` line_height="${Math.round(style.lineHeight * 1024)}"` : '';
  // A word too long for a line is broken without a hyphen: it may be an address.
  return `<span foreground="${style.color}" insert_hyphens="false"${spacing}${lineHeight}>${escaped}</span>`;
}
