// The contact form: the browser validates on submit (an invalid form never fires `submit`);
// a valid one opens WhatsApp in a new tab with the fields written into the message. The form comes
// with its button off and a note for browsers that run no script (ContactForm.tsx): here they do.
import { chatUrl } from '../shared/chat.ts';
import { formMessage } from './form-message.ts';

/** SPEC.md §7: the message lists the fields in this order. */
const ORDER = ['name', 'business', 'service', 'email', 'phone', 'message'];

export function initContactForm(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
    form.querySelector<HTMLElement>('[data-without-script]')?.setAttribute('hidden', '');
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = false;
  }
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
