// The decorative cursor follower: moved by transform, once per frame; a mouse only.
import { animates } from './motion.ts';

export function initCursor(): void {
  const follower = document.querySelector<HTMLElement>('[data-cursor]');
  if (!follower) return;
  let x = 0;
  let y = 0;
  let queued = false;
  addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType !== 'mouse' || !animates(event)) return;
      x = event.clientX;
      y = event.clientY;
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        follower.style.transform = `translate3d(${x}px,${y}px,0)`;
        follower.dataset.active = '';
      });
    },
    { passive: true },
  );
}
