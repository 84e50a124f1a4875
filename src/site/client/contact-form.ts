// The contact form: the browser validates on submit (an invalid form never fires `submit`); a valid
// one is a lead (SPEC.md §7.1, trigger C): its beacon goes first, with the message the form writes,
// then WhatsApp opens in a new tab with that message, and the form says where to turn if it did
// not. A filled trap field (a bot's work: people never see it) sends and opens nothing. The form
// comes with its button off and a note for browsers that run no script (ContactForm.tsx): here they do.
import { chatUrl, FORM_TRAP } from '../shared/chat.ts';
import { post } from './beacon.ts';
import { formMessage } from './form-message.ts';
import { withReference, type LeadReference } from './lead-reference.ts';
import { readUtm } from './utm.ts';

/** SPEC.md §7: the message lists the fields in this order. */
const ORDER = ['name', 'business', 'service', 'email', 'phone', 'message'];

/** `service`: the lead service (none: no beacon); `reference`: the site's lead reference, if on. */
export function initContactForm(leads: { service?: string; reference?: LeadReference } = {}): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
    form.querySelector<HTMLElement>('[data-without-script]')?.setAttribute('hidden', '');
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = false;
  }
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-contact-form]')) return;
    event.preventDefault();
    if ((form.elements.namedItem(FORM_TRAP) as HTMLInputElement | null)?.value) return;
    const { chatNumber = '', greeting = '' } = form.dataset;
    const message = withReference(formMessage(greeting, fieldsOf(form)), leads.reference);
    if (leads.service) sendLead(leads.service, message);
    window.open(chatUrl(chatNumber, message), '_blank', 'noopener,noreferrer');
    form.querySelector<HTMLElement>('[data-after-chat]')?.removeAttribute('hidden');
  });
}

/** Each field's visible label (a trailing `*` or `:` dropped) and value, in the message's order. */
function fieldsOf(form: HTMLFormElement) {
  return ORDER.map((name) => {
    const control = form.elements.namedItem(name) as HTMLInputElement | null;
    const label = control?.labels?.[0]?.textContent?.replace(/[\s*:]+$/, '').trim() || name;
    return [label, control?.value ?? ''] as const;
  });
}

function sendLead(service: string, message: string): void {
  try {
    post(`${service}/api/leads`, { message, pageUrl: location.href, utm: readUtm(location.search) });
  } catch {
    // silent, and the chat opens all the same (SPEC.md §8)
  }
}
