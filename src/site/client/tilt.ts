// Home service cards tilt towards the pointer (SPEC.md §4): angle = offset from the centre
// (−0.5…0.5 of the card) × 12°, perspective 1000px; reset on leave.
import { animates } from './motion.ts';

const FACTOR = 12;

export function initTilt(): void {
  for (const card of document.querySelectorAll<HTMLElement>('[data-tilt]')) {
    // The box is measured untilted (on entry), so the tilt itself never skews the offsets;
    // scrolling while hovering is allowed for by the scroll delta.
    let box: { left: number; top: number; width: number; height: number } | undefined;
    const measure = () => {
      const r = card.getBoundingClientRect();
      box = { left: r.left + scrollX, top: r.top + scrollY, width: r.width, height: r.height };
    };
    const reset = () => {
      box = undefined;
      card.style.transform = '';
    };
    card.addEventListener('pointerenter', (event) => {
      if (animates(event)) measure();
    });
    card.addEventListener('pointermove', (event) => {
      if (!animates(event)) return;
      if (!box) measure();
      const b = box!;
      const offset = (at: number, start: number, size: number) =>
        Math.min(0.5, Math.max(-0.5, (at - start) / size - 0.5));
      const x = offset(event.clientX + scrollX, b.left, b.width);
      const y = offset(event.clientY + scrollY, b.top, b.height);
      card.style.transform = `perspective(1000px) rotateX(${(-y * FACTOR).toFixed(2)}deg) rotateY(${(x * FACTOR).toFixed(2)}deg)`;
    });
    card.addEventListener('pointerleave', reset);
  }
}
