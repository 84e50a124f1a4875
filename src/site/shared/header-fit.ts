// Where the header's links fit in its one row (issue 51): that depends on the site, on how long its
// name, its link labels and its chat label are. The build estimates the width each row needs from
// those words and gives the header two classes naming a breakpoint at or above it (`headerClasses`):
// below the first the links collapse behind the menu button, below the second the chat button
// shows its icon alone. The stylesheet holds a media query per breakpoint, printed here
// (`headerFitCss`) and bundled by assets.ts, so the header is right from the first paint, with or
// without the browser script; one stylesheet for every site, as it is cached by its hash.
//
// The estimate adds each character's advance in the widest faces the words may be drawn in: the
// links and chat label in the system sans at 600-700 (DejaVu Sans Bold, wider than Segoe UI, SF,
// Roboto or Noto Sans), the name in Sora Bold or, until Sora has come, that same sans. Kerning and
// the name's tighter letter spacing only make the real row shorter.

/** Advances, in thousandths of an em, of the characters U+0020 to U+007E; any other counts a whole em. */
type Advances = readonly number[];

// DejaVu Sans Bold, measured in Chromium.
const sansBold: Advances = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838,
];
// The wider of Sora Bold and DejaVu Sans Bold, character by character.
const nameFaces: Advances = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 570, 838, 380, 509, 380, 407, 763, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1127, 782, 762, 800, 830, 683, 683, 833, 837, 372, 643, 775, 637, 995,
  876, 864, 733, 864, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 407, 457, 838, 590, 500, 675, 716, 611, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  376, 712, 838,
];

/** `text`'s width in px at `size` px. */
function textWidth(text: string, advances: Advances, size: number): number {
  let em = 0;
  for (const ch of text) em += advances[(ch.codePointAt(0) ?? 0) - 32] ?? 1000;
  return (em / 1000) * size;
}

// The row's parts, in px at the default 16-px rem (styles/layout.css, styles/components/buttons.css).
const GUTTERS = 2 * 88; // .container's padding from 900 px (--gutter: 5.5rem)
const MAX_ROW = 1200; // --container: wider screens add margin, not room
const BRAND = 40 + 12; // the mark and the gap after it; the name is Sora at 1.125rem
const LINK_GAP = 4; // between links (--sp-1)
const SLACK = 8; // rounding, and a little air
const rows = {
  /** The chat button with its label (a .btn: 1.5rem padding, 2-px border, icon, gap; label at 17 px). */
  roomy: { gap: 16, linkPad: 2 * 13.6, chat: (label: string) => 48 + 4 + 19.55 + 8.8 + textWidth(label, sansBold, 17) },
  /** The chat button as an icon (0.65rem padding), links and gaps a little tighter. */
  compact: { gap: 12, linkPad: 2 * 9.6, chat: () => 20.8 + 4 + 19.55 },
};

/** The screen widths that have a breakpoint: a site's header collapses at the first at or above what it needs. */
export const HEADER_STEPS: readonly number[] = Array.from({ length: 26 }, (_, i) => 900 + 20 * i);

export interface HeaderWords {
  name: string;
  links: readonly string[];
  chatLabel: string;
}

type Row = (typeof rows)[keyof typeof rows];

/** The screen width from which each row fits, in px: Infinity if it never does. */
export function headerNeeds(words: HeaderWords): Record<keyof typeof rows, number> {
  const need = (row: Row) => {
    const links = words.links.reduce((sum, l) => sum + textWidth(l, sansBold, 15) + row.linkPad, 0);
    const between = LINK_GAP * (words.links.length - 1) + 2 * row.gap;
    const width = BRAND + textWidth(words.name, nameFaces, 18) + links + between + row.chat(words.chatLabel) + SLACK;
    return width > MAX_ROW ? Infinity : Math.ceil(width + GUTTERS);
  };
  return { roomy: need(rows.roomy), compact: need(rows.compact) };
}

/** The first breakpoint at or above `width`; none past the last. */
const stepFor = (width: number): number | undefined => HEADER_STEPS.find((s) => s >= width);
const menuClass = (step: number | undefined) => (step === undefined ? 'nav-menu-always' : `nav-menu-below-${step}`);
const labelClass = (step: number | undefined) => (step === undefined ? 'nav-label-never' : `nav-label-from-${step}`);

/** The header row's classes: below which width the links are behind the menu, from which the chat button shows its label. */
export function headerClasses(words: HeaderWords): string {
  const { roomy, compact } = headerNeeds(words);
  return `${menuClass(stepFor(compact))} ${labelClass(stepFor(roomy))}`;
}

/**
 * A breakpoint's rules only set the header's custom properties, so that each is a line; the rules
 * that read them are written once in styles/layout.css. Below `nav-menu-below-<step>` the menu
 * button shows and the links hide, or, where no script runs to open the menu, the links take a row
 * of their own; below `nav-label-from-<step>` the chat label is kept for screen readers only and
 * the row is tighter.
 */
function stepRules(step: number | undefined): string {
  const menu = `.${menuClass(step)} { --menu-toggle: grid; --menu-nav: none; --nav-order: 3; --nav-basis: 100%; }`;
  const label = `.${labelClass(step)} { --nav-pad: 0.6rem; --header-gap: var(--sp-3); --chat-pad: 0.65rem; --chat-label-pos: absolute; --chat-label-size: 1px; --chat-label-clip: inset(50%); }`;
  return step === undefined ? `${menu}\n${label}` : `@media (max-width: ${step - 0.02}px) {\n  ${menu}\n  ${label}\n}`;
}

/** The stylesheet's rules for every breakpoint (styles/main.css imports them; layout.css says what they switch). */
export function headerFitCss(): string {
  return [...HEADER_STEPS, undefined].map(stepRules).join('\n');
}
