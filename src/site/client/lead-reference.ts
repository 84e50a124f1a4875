// The lead reference (site.yml `chat.reference`, off unless set): a short code made per click or
// form submission, written at the end of the chat's prefilled text, so the beacon's message and the
// chat the agency receives carry the same code and can be joined (SPEC.md's own messages stay as
// given while it is off).

/** No 0/O or 1/I/L: read aloud or retyped from a chat, a code must not be mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface LeadReference {
  prefix: string;
  label: string;
}

/** A new code: `TDS-7K3F`. */
export function newCode(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `${prefix}-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/** The text with the reference's line after it, or the text alone when the site has none. */
export function withReference(text: string, ref: LeadReference | undefined): string {
  return ref ? `${text}\n\n${ref.label}: ${newCode(ref.prefix)}` : text;
}

/** The site's reference, from the page's <body> (Document.tsx); none unless both are set. */
export function referenceOf(data: DOMStringMap): LeadReference | undefined {
  const { leadRefPrefix: prefix, leadRefLabel: label } = data;
  return prefix && label ? { prefix, label } : undefined;
}
