// Campaign tags of the current address, as the lead service receives them (SPEC.md §3).

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** `utm_source`, `utm_medium`, `utm_campaign` of a query string; `null` for each one absent. */
export function readUtm(search: string): Utm {
  const q = new URLSearchParams(search);
  return { source: q.get('utm_source'), medium: q.get('utm_medium'), campaign: q.get('utm_campaign') };
}
