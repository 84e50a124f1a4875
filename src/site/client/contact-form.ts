// The contact form: the browser validates on submit (an invalid form never fires `submit`);
// a valid one opens WhatsApp in a new tab with the fields written into the message.
import { chatUrl } from '../shared/chat.ts';
import { formMessage } from './form-message.ts';

/** SPEC.md §7: the message lists the fields in this order. */
const ORDER = ['name', 'business', 'service', 'email', 'phone', 'message'];

export function initContactForm(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-contact-form]')) return;
    event.preventDefault();
    const fields = ORDER.map((name) => {
      const control = form.elements.namedItem(name) as HTMLInputElement | null;
      // The visible label names the line; a trailing `*` or `:` is dropped.
      const label = control?.labels?.[0]?.textContent?.replace(/[\s*:]+$/, '').trim() || name;
      return [label, control?.value ?? ''] as const;
    });
    const { chatNumber = '', greeting = '' } = form.dataset;
    window.open(chatUrl(chatNumber, formMessage(greeting, fields)), '_blank', 'noopener,noreferrer');
  });
}
