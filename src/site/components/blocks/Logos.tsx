import type { BlockOf } from '../../model/schemas/index.ts';
import { useHref } from '../context.ts';
import { Picture } from '../Picture.tsx';
import { Section } from './Section.tsx';

/** Client logos in a row, greyscale until pointed at or focused; each named by its alt text. */
export function Logos({ block, id }: { block: BlockOf<'logos'>; id: string }) {
  const href = useHref();
  return (
    <Section id={id} kind="logos" heading={block.heading} intro={block.intro}>
      <ul className="logo-strip">
        {block.items.map((l) => {
          const logo = <Picture image={{ src: l.src, alt: l.name }} use="logo" className="logo" />;
          return (
            <li key={l.src}>
              {l.href ? (
                <a className="logo-link" href={href(l.href)}>
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
