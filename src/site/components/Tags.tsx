/** A heading and its words as small tags: a case study's services and technologies, on its card and its page. */
export function Tags({ heading, items, level }: { heading: string; items: readonly string[]; level: 'h3' | 'h4' }) {
  const H = level;
  return (
    <>
      <H>{heading}</H>
      <ul className="tag-list tag-list-small">
        {items.map((s) => (
          <li key={s} className="tag">
            {s}
          </li>
        ))}
      </ul>
    </>
  );
}
