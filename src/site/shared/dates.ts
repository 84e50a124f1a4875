// Post dates as readers see them ("21 January 2025"): Indian English, India's time zone.
// Worked out here rather than by Intl: creating an Intl formatter loads ICU's locale data, ~10 ms
// at the start of every process that renders a page (a third of a one-post rebuild's rendering).
// India has kept UTC+05:30, with no daylight saving, since 15 October 1945; dates outside the
// years below go to Intl itself. tests/unit/render/dates.test.ts holds the two to the same text.
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** From 1 January 1946 to the end of 9999, in India's time: the years worked out here. */
const FIRST_MS = Date.UTC(1946, 0, 1) - IST_OFFSET_MS;
const END_MS = Date.UTC(10000, 0, 1) - IST_OFFSET_MS;

let intl: Intl.DateTimeFormat | undefined;

/** What Intl says, for the dates outside the years worked out here. */
export function intlPostDate(date: Date): string {
  intl ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return intl.format(date);
}

/** Each date text as formatted: a post's date shows on its page and on listing pages. */
const formatted = new Map<string, string>();

/** Same text as `new Date(iso).toLocaleDateString('en-IN', …)` with the options above. */
export function formatPostDate(iso: string): string {
  let text = formatted.get(iso);
  if (text === undefined) {
    const ms = new Date(iso).getTime();
    if (Number.isNaN(ms)) text = 'Invalid Date';
    else if (ms < FIRST_MS || ms >= END_MS) text = intlPostDate(new Date(ms));
    else {
      const ist = new Date(ms + IST_OFFSET_MS);
      text = `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
    }
    formatted.set(iso, text);
  }
  return text;
}
