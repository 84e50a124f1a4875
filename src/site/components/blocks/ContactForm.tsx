import type { BlockOf } from '../../model/schemas/index.ts';
import { chatUrl, FORM_TRAP } from '../../shared/chat.ts';
import { useRender } from '../context.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Icon } from '../Icon.tsx';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';

/**
 * A real form so the browser enforces `required` and the types; the client script turns a
 * valid submit into a WhatsApp chat (SPEC.md §4), using the labels below as the message's lines.
 * Without the script there is nothing to send with: the button stays off (so not even Enter
 * submits), the note under it gives the direct chat, phone and e-mail links, and `post` keeps
 * the fields out of any address should the form be sent all the same. A trap field, out of sight
 * and out of the tab order, catches bots: no captcha, no foreign script.
 */
export function ContactForm({ block, id }: { block: BlockOf<'contact-form'>; id: string }) {
  const { site } = useRender();
  const f = block.fields;
  const fid = (name: string) => `${id}-${name}`;
  return (
    <Section id={id} kind="contact-form" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <form
        className="card contact-form"
        method="post"
        data-contact-form=""
        data-chat-number={site.whatsappNumber}
        data-greeting={block.messageGreeting}
        aria-labelledby={`${id}-title`}
      >
        <TextField id={fid('name')} name="name" type="text" autoComplete="name" required={true} field={f.name} />
        <TextField
          id={fid('business')}
          name="business"
          type="text"
          autoComplete="organization"
          required={false}
          field={f.business}
        />
        <TextField id={fid('phone')} name="phone" type="tel" autoComplete="tel" required={true} field={f.phone} />
        <TextField id={fid('email')} name="email" type="email" autoComplete="email" required={true} field={f.email} />
        <div className="field field-wide">
          <label htmlFor={fid('service')}>{f.service.label}</label>
          <select id={fid('service')} name="service" required defaultValue="">
            <option value="" disabled>
              {f.service.placeholder ?? f.service.label}
            </option>
            {block.serviceOptions.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={fid('message')}>{f.message.label}</label>
          <textarea id={fid('message')} name="message" rows={5} required placeholder={f.message.placeholder}></textarea>
        </div>
        <div className="form-trap">
          <label htmlFor={fid('trap')}>{block.trapLabel}</label>
          <input id={fid('trap')} name={FORM_TRAP} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <FormFooter block={block} />
      </form>
    </Section>
  );
}

/** One line of the form: its label, and an input of its type the browser checks. */
function TextField(p: {
  id: string;
  name: string;
  type: string;
  autoComplete: string;
  required: boolean;
  field: { label: string; placeholder?: string };
}) {
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.field.label}</label>
      <input
        id={p.id}
        name={p.name}
        type={p.type}
        autoComplete={p.autoComplete}
        required={p.required}
        placeholder={p.field.placeholder}
      />
    </div>
  );
}

/** The send button, off until the client script turns it on; the notes with the direct links; the reply promise. */
function FormFooter({ block }: { block: BlockOf<'contact-form'> }) {
  return (
    <div className="field-wide form-footer">
      <button type="submit" className="btn btn-primary" disabled>
        <Icon name="send" size={18} />
        {block.submitLabel}
      </button>
      <div className="form-without-script" data-without-script="">
        <p>{block.withoutScript}</p>
        <DirectLinks chat={true} />
      </div>
      <div className="form-after-chat" data-after-chat="" role="status" hidden>
        <p>{block.afterChat}</p>
        <DirectLinks chat={false} />
      </div>
      <p className="muted">{block.replyPromise}</p>
    </div>
  );
}

/** The site's phone and e-mail links (and its chat), for a visitor the form cannot serve. */
function DirectLinks({ chat }: { chat: boolean }) {
  const { site } = useRender();
  return (
    <ul>
      {chat && (
        <li>
          <ExternalLink href={chatUrl(site.whatsappNumber, site.chat.defaultMessage)}>
            {site.chat.headerLabel}
          </ExternalLink>
        </li>
      )}
      <li>
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
      </li>
      <li>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  );
}
