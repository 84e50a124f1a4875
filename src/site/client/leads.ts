// Lead beacon (SPEC.md §7.1): ONE delegated click listener, so links added later count and no
// click can send two beacons. Trigger A is the floating chat button; trigger B any chat link.
// The header chat button only opens the chat. (Trigger C, the contact form: contact-form.ts.)
// With a lead reference on, the link's text gets a new code before the chat opens.
import { post } from './beacon.ts';
import { isChatLink, leadMessage, withText } from './chat-link.ts';
import { withReference, type LeadReference } from './lead-reference.ts';
import { readUtm } from './utm.ts';

export function trackLeads(service: string, fallback: string, reference?: LeadReference): void {
  // Capture phase: the beacon goes out before the link's default action opens the chat,
  // even if some other handler stops the click from bubbling.
  document.addEventListener(
    'click',
    (event) => {
      try {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
        if (!link || link.dataset.chat === 'header') return;
        if (link.dataset.chat !== 'floating' && !isChatLink(link.href)) return;
        let message = leadMessage(link.href, fallback);
        if (reference) {
          // From the link as the page wrote it: each click gets its own code, not one more.
          const original = (link.dataset.chatHref ??= link.href);
          message = withReference(leadMessage(original, fallback), reference);
          link.href = withText(original, message);
        }
        post(`${service}/api/leads`, {
          message,
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
