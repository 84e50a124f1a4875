// The fonts share cards are drawn with, all from @fontsource packages, and what they can draw:
// Sora (the site's display face) for the site's name and the title, Noto Sans for what Sora lacks
// (Latin, Greek, Cyrillic, Vietnamese), Noto Sans Bengali and Devanagari for the agency's own
// languages. A character none of them has is left out of the card (never drawn as a box) and
// `check` warns of it (rules/share-cards.ts).
import { hash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../project.ts';
import { cmapRanges, merge, woffTables, woffToSfnt } from './font-file.ts';
import { writeFileAtomic } from '../atomic-write.ts';

const shipped = [
  { pkg: 'sora', weight: 700, subsets: ['latin', 'latin-ext'] },
  {
    pkg: 'noto-sans',
    weight: 700,
    subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'],
  },
  { pkg: 'noto-sans', weight: 400, subsets: ['latin'] }, // the site's address only
  { pkg: 'noto-sans-bengali', weight: 700, subsets: ['bengali'] },
  { pkg: 'noto-sans-devanagari', weight: 700, subsets: ['devanagari'] },
] as const;

/**
 * The families a card's texts ask for, in order (Pango takes each character from the first that
 * has it): the display face first for the site's name and the title, Noto Sans first for the rest.
 */
export const cardFamilies = {
  display: 'Sora, Noto Sans, Noto Sans Bengali, Noto Sans Devanagari',
  text: 'Noto Sans, Noto Sans Bengali, Noto Sans Devanagari, Sora',
};
/** The scripts the fonts cover, as messages name them. */
export const coveredScripts = 'Latin, Greek, Cyrillic, Bengali and Devanagari';

const require = createRequire(import.meta.url);
const woffFiles = (weight?: number) =>
  shipped
    .filter((f) => weight === undefined || f.weight === weight)
    .flatMap((f) =>
      f.subsets.map((s) => require.resolve(`@fontsource/${f.pkg}/files/${f.pkg}-${s}-${f.weight}-normal.woff`)),
    );

let covered: [number, number][] | undefined;

/** The code points some card font (bold: every text but the address) has a glyph for. */
function coverage(): [number, number][] {
  covered ??= merge(
    woffFiles(700).flatMap((file) => cmapRanges(woffTables(readFileSync(file)).get('cmap') ?? Buffer.alloc(4))),
  );
  return covered;
}

function covers(cp: number): boolean {
  let [lo, hi] = [0, coverage().length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = coverage()[mid]!;
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}

// Characters the fonts lack that have a look-alike they have: hyphens (the non-breaking one among
// them) and dashes; other compatibility forms (ﬁ, full-width letters) by Unicode's own mapping.
const lookalikes: Record<string, string> = { '\u2010': '-', '\u2011': '-', '\u2012': '\u2013', '\u2015': '\u2014' };

function drawable(ch: string): string | undefined {
  const alike = lookalikes[ch] ?? ch.normalize('NFKC');
  return [...alike].every((c) => covers(c.codePointAt(0)!)) ? alike : undefined;
}

// Invisible whatever the font: control characters, and format characters (joiners, variation
// selectors, direction marks) that no font here has.
const invisible = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/**
 * A text as a card draws it: composed (é, not e + ◌́), white space made single spaces, a look-alike
 * for a character the fonts lack where there is one, and without the characters no card font has
 * (`left`, each once, for `check`'s warning).
 */
export function cardLine(text: string): { text: string; left: string[] } {
  const left = new Set<string>();
  let kept = '';
  for (const ch of text.normalize('NFC').replace(/\s+/gu, ' ')) {
    const alike = covers(ch.codePointAt(0)!) ? ch : drawable(ch);
    if (alike !== undefined) kept += alike;
    else if (!invisible.test(ch)) left.add(ch);
  }
  return { text: kept.replace(/ {2,}/g, ' ').trim(), left: [...left] };
}

let ttfFiles: string[] | undefined;

/**
 * The fonts as TrueType files, which the shaper opens by path: kept beside the build cache's
 * default place (node_modules/.cache/agency-site-fonts, named by their bytes, written once per
 * install), or, where that cannot be written, in a folder of this process's own in the system's
 * temporary folder, removed on exit. Never in the build cache itself: a process has them
 * registered for its lifetime, whatever becomes of a cache folder.
 */
export function cardFontFiles(): string[] {
  if (ttfFiles) return ttfFiles;
  const fonts = woffFiles().map((woff) => {
    const ttf = woffToSfnt(readFileSync(woff));
    return { ttf, name: `${path.basename(woff, '.woff')}-${hash('sha256', ttf, 'hex').slice(0, 10)}.ttf` };
  });
  try {
    const dir = path.join(projectRoot, 'node_modules', '.cache', 'agency-site-fonts');
    mkdirSync(dir, { recursive: true });
    ttfFiles = fonts.map(({ ttf, name }) => keepFont(path.join(dir, name), ttf));
  } catch {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-site-fonts-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    ttfFiles = fonts.map(({ ttf, name }) => keepFont(path.join(dir, name), ttf));
  }
  return ttfFiles;
}

/** The font at `file`, unless a file of its size is there already (the name holds the hash of its bytes). */
function keepFont(file: string, ttf: Buffer): string {
  const there = lstatSync(file, { throwIfNoEntry: false });
  if (there?.isFile() && there.size === ttf.length) return file;
  writeFileAtomic(file, ttf);
  return file;
}
