// The floating chat button steps aside while a chat button of the page itself (a WhatsApp link in
// <main>) is on screen: two buttons for one chat side by side read as clutter, and the floating one
// could sit on top of the other. Without scripts (or IntersectionObserver) it simply stays.
import { isChatLink } from './chat-link.ts';

export function initChatFloat(): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].filter((a) => isChatLink(a.href));
  if (!links.length) return;
  const inView = new Set<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (e.isIntersecting) inView.add(e.target);
      else inView.delete(e.target);
    }
    document.documentElement.classList.toggle('chat-in-view', inView.size > 0);
  });
  for (const link of links) observer.observe(link);
}
