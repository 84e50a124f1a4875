// Which links open a WhatsApp chat, and which message they carry (SPEC.md §7, trigger B).

/** A `wa.me` link or an `api.whatsapp.com/send` link. */
export function isChatLink(href: string): boolean {
  try {
    const u = new URL(href);
    return u.hostname === 'wa.me' || (u.hostname === 'api.whatsapp.com' && u.pathname.startsWith('/send'));
  } catch {
    return false;
  }
}

/**
 * The link's `text` parameter, decoded; `fallback` when it is missing, empty or not valid
 * percent-encoding (decodeURIComponent throws where URLSearchParams would quietly guess).
 */
export function leadMessage(href: string, fallback: string): string {
  try {
    const raw = /[?&]text=([^&]*)/.exec(new URL(href).search)?.[1];
    return (raw && decodeURIComponent(raw.replace(/\+/g, ' '))) || fallback;
  } catch {
    return fallback;
  }
}

/** The chat link with `text` as its prefilled message (set, or replacing the one it had). */
export function withText(href: string, text: string): string {
  const encoded = `text=${encodeURIComponent(text)}`;
  if (/[?&]text=[^&#]*/.test(href)) return href.replace(/([?&])text=[^&#]*/, (_m, sep: string) => sep + encoded);
  const [base, hash = ''] = href.split('#', 2) as [string, string?];
  return `${base}${base.includes('?') ? '&' : '?'}${encoded}${hash ? `#${hash}` : ''}`;
}
