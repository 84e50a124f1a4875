// Under a row that phones swipe: a dot per card, the one in view filled (client/scroll-rows.ts moves
// it), so that the row says there is more than the card on screen and the next one peeking in.
// Decoration: the row itself is the named, scrollable element.
export function SwipeCue({ count }: { count: number }) {
  return (
    <div className="swipe-cue" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={i === 0 ? 'dot-on' : undefined} />
      ))}
    </div>
  );
}
