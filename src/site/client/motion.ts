// Decoration follows the pointer only for a mouse or pen and only without reduced motion.
const calm = matchMedia('(prefers-reduced-motion: reduce)');

export function animates(event: PointerEvent): boolean {
  return event.pointerType !== 'touch' && !calm.matches;
}
