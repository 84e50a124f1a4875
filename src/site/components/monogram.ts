// A person without a photo is shown by a monogram (issue 51): their initials on one of the brand's
// tones. Both are worked out from the name alone, so a person looks the same on every page and build.
import { toneSchema, type Tone } from '../model/schemas/values.ts';

// Graphemes, not code units: the first letter of "সৌরভ" is "সৌ" (a consonant and its vowel sign)
// and of "प्रिया" the conjunct "प्रि"; a code unit would cut either in half.
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A title before or after a name ("Dr.", "Prof.", "Jr."): an abbreviation, not one of the initials. */
const title = /^\p{L}{2,}\.$/u;

/** The first grapheme of a word that starts with a letter or digit (skipping "(" or a quote mark). */
function firstLetter(word: string): string | undefined {
  for (const { segment } of graphemes.segment(word)) if (/^[\p{L}\p{N}]/u.test(segment)) return segment.toUpperCase();
  return undefined;
}

/**
 * The initials of a name: the first letters of its first and last words ("Priyanka Das" → "PD",
 * "Dr. Rajib Saikia" → "RS", "সৌরভ দেবনাথ" → "সৌদে"), one for a one-word name ("Madonna" → "M").
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => firstLetter(w) !== undefined);
  const named = words.filter((w) => !title.test(w));
  const use = named.length > 0 ? named : words;
  if (use.length === 0) return '';
  const first = firstLetter(use[0]!)!;
  return use.length === 1 ? first : first + firstLetter(use.at(-1)!)!;
}

/**
 * Initials of four code points or more are letters with two-part vowel signs or conjuncts ("সৌদে",
 * "प्रिश"), wider than two Latin capitals: the stylesheet sets them smaller (.monogram-long).
 */
export const isLong = (letters: string): boolean => [...letters].length > 3;

/** One of the content's tone names for a name, the same for it everywhere (FNV-1a of its code points). */
export function monogramTone(name: string): Tone {
  let hash = 0x811c9dc5;
  for (const char of name.normalize('NFC')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return toneSchema.options[hash % toneSchema.options.length]!;
}
