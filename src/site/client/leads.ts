// Lead beacon (SPEC.md §7.1): ONE delegated click listener, so links added later count and no
// click can send two beacons. Trigger A is the floating chat button; trigger B any chat link.
// The header chat button only opens the chat.
import { post } from './beacon.ts';
import { isChatLink, leadMessage } from './chat-link.ts';
import { readUtm } from './utm.ts';

export function trackLeads(service: string, fallback: string): void {
  // Capture phase: the beacon goes out before the link's default action opens the chat,
  // even if some other handler stops the click from bubbling.
  document.addEventListener(
    'click',
    (event) => {
      try {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
        if (!link || link.dataset.chat === 'header') return;
        if (link.dataset.chat !== 'floating' && !isChatLink(link.href)) return;
        post(`${service}/api/leads`, {
          message: leadMessage(link.href, fallback),
          pageUrl: location.href,
          utm: readUtm(location.search),
        });
      } catch {
        // silent (SPEC.md §8)
      }
    },
    true,
  );
}
