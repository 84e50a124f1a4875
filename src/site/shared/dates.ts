// Post dates as readers see them ("21 January 2025"): Indian English, India's time zone.
// One formatter for the whole build: toLocaleDateString creates a new Intl formatter on every
// call, which cost more than rendering the rest of a post card.
const postDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Same text as `new Date(iso).toLocaleDateString('en-IN', …)` with the options above. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : postDate.format(date);
}
