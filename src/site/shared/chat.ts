// Chat-link helpers shared by the build (React components) and the browser script.

/** The contact form's trap field: hidden from people, filled by bots; a submission with it filled is dropped. */
export const FORM_TRAP = 'contact_by_fax';

/** CONTRACT.md: chat links are https://wa.me/<number>?text=<URL-encoded message>. */
export function chatUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** Fill `{name}` tokens; unknown tokens are left as they are so `check` can report them. */
export function fillTokens(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * ₹ with Indian digit grouping: 9999 → ₹9,999; 149999 → ₹1,49,999 (prices are whole rupees, the
 * schema says so). By hand: a build's first Intl.NumberFormat costs ~15 ms of loading locale data,
 * for a dozen prices.
 */
export function formatRupees(amount: number): string {
  const digits = String(amount);
  const head = digits.slice(0, -3);
  return head ? `₹${head.replace(/\B(?=(?:\d{2})+$)/g, ',')},${digits.slice(-3)}` : `₹${digits}`;
}
