import { chatUrl } from '../shared/chat.ts';
import { useRender } from './context.ts';
import { Icon } from './Icon.tsx';

/**
 * The floating chat button: outside header/main/footer (CONTRACT.md), in its own labelled landmark
 * (Document.tsx's <aside class="floating-chat-region">) so that no content sits outside one; a
 * click sends one lead beacon, then opens the chat.
 */
export function FloatingChatContents() {
  const { site } = useRender();
  return (
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
  );
}
