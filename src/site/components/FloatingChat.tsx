import { chatUrl } from '../shared/chat.ts';
import { useRender } from './context.ts';
import { Icon } from './Icon.tsx';

/**
 * Outside header/main/footer (CONTRACT.md), in its own labelled landmark so that no content
 * sits outside one; a click sends one lead beacon, then opens the chat.
 */
export function FloatingChat() {
  const { site } = useRender();
  return (
    <aside className="floating-chat-region" aria-label={site.chat.floatingLabel}>
      <a
        className="floating-chat"
        href={chatUrl(site.whatsappNumber, site.chat.defaultMessage)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={site.chat.floatingLabel}
        data-chat="floating"
      >
        <Icon name="message-circle" size={28} />
      </a>
    </aside>
  );
}
