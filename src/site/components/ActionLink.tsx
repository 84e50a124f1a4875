import type { Action } from '../model/schemas/index.ts';
import { chatUrl, fillTokens } from '../shared/chat.ts';
import { useHref, useRender } from './context.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';

/** One call-to-action button. Chat links open WhatsApp in a new tab with the message prefilled. */
export function ActionLink({ action, className }: { action: Action; className?: string }) {
  const { site } = useRender();
  const href = useHref();
  const label = fillTokens(action.label, { phone: site.phone, email: site.email });
  const classes = ['btn', `btn-${action.style}`, className].filter(Boolean).join(' ');
  switch (action.kind) {
    case 'chat':
      return (
        <ExternalLink href={chatUrl(site.whatsappNumber, action.message)} className={classes}>
          <Icon name="message-circle" size={20} />
          {label}
        </ExternalLink>
      );
    case 'phone':
      return (
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={classes}>
          <Icon name="phone" size={20} />
          {label}
        </a>
      );
    case 'email':
      return (
        <a href={`mailto:${site.email}`} className={classes}>
          <Icon name="mail" size={20} />
          {label}
        </a>
      );
    case 'link':
      return /^https?:/.test(action.href) ? (
        <ExternalLink href={action.href} className={classes}>
          {label}
        </ExternalLink>
      ) : goesBack(label) ? (
        <a href={href(action.href)} className={classes}>
          <Icon name="arrow-left" size={18} />
          {label}
        </a>
      ) : (
        <a href={href(action.href)} className={classes}>
          {label}
          <Icon name="arrow-right" size={18} className="icon-trailing" />
        </a>
      );
  }
}

/** "Back to Home": an arrow pointing back, before the words; any other link points on, after them. */
const goesBack = (label: string) => /^(back|return)\b/i.test(label);

export function ActionList({ actions, className = 'actions' }: { actions: readonly Action[]; className?: string }) {
  if (!actions.length) return null;
  return (
    <div className={className}>
      {actions.map((a, i) => (
        <ActionLink key={i} action={a} />
      ))}
    </div>
  );
}
