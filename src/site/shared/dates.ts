// Post dates as readers see them ("21 January 2025"): Indian English, India's time zone.
// One formatter for the whole build: toLocaleDateString creates a new Intl formatter on every
// call, which cost more than rendering the rest of a post card.
const postDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Each date text as formatted: a post's date shows on its page and on listing pages. */
const formatted = new Map<string, string>();

/** Same text as `new Date(iso).toLocaleDateString('en-IN', …)` with the options above. */
export function formatPostDate(iso: string): string {
  let text = formatted.get(iso);
  if (text === undefined) {
    const date = new Date(iso);
    text = Number.isNaN(date.getTime()) ? 'Invalid Date' : postDate.format(date);
    formatted.set(iso, text);
  }
  return text;
}
