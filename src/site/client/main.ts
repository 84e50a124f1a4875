// Client entry: wires each behaviour to the static markup through data attributes.
// Every behaviour is decoration or tracking, so a failure in one never stops the others.
import { initChatFloat } from './chat-float.ts';
import { initContactForm } from './contact-form.ts';
import { initEmbeds } from './embeds.ts';
import { initCursor } from './cursor.ts';
import { referenceOf } from './lead-reference.ts';
import { trackLeads } from './leads.ts';
import { initMenu } from './menu.ts';
import { initScrollRows } from './scroll-rows.ts';
import { initTilt } from './tilt.ts';
import { trackVisits } from './visits.ts';

const run = (start: () => void) => {
  try {
    start();
  } catch {
    // silent (SPEC.md §8)
  }
};

// data-lead-service is absent when the build has no lead-service URL: then no beacons at all, and
// no lead reference (it joins a chat to its beacon).
const { leadService, leadFallback = '' } = document.body.dataset;
const reference = leadService ? referenceOf(document.body.dataset) : undefined;
if (leadService) {
  run(() => trackVisits(leadService));
  run(() => trackLeads(leadService, leadFallback, reference));
}
run(initMenu);
run(initTilt);
run(initCursor);
run(() => initContactForm({ service: leadService, reference }));
run(initScrollRows);
run(initChatFloat);
run(initEmbeds);
