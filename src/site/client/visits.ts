// Visit beacon (SPEC.md §7.2): on load and on every change of path or query string, whether by
// pushState, replaceState or popstate. A change of the hash alone is not a visit.
import { post } from './beacon.ts';
import { readUtm } from './utm.ts';

export function trackVisits(service: string): void {
  let last = '';
  const visit = () => {
    const place = location.pathname + location.search;
    if (place === last) return;
    last = place;
    post(`${service}/api/visits`, { event: 'pageview', pageUrl: location.href, utm: readUtm(location.search) });
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      visit();
    };
  }
  addEventListener('popstate', visit);
  visit();
}
