import type { ReactNode } from 'react';
import { Decor } from '../Decor.tsx';
import type { HeadAlign } from './section-head.ts';

/** Shared frame of a block: landmark section labelled by its heading, optional decoration. */
export function Section(props: {
  id: string;
  kind: string;
  /** The layout content chose for the block: styled as `.section-<kind>.is-<layout>`. */
  layout?: string;
  heading: string;
  intro?: string;
  /** left: an editorial head over text and lists, without the centred bar (section-head.ts). */
  head?: HeadAlign;
  decor?: boolean;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <section
      id={props.id}
      className={`section section-${props.kind}${props.layout ? ` is-${props.layout}` : ''}${props.head === 'left' ? ' head-left' : ''}`}
      aria-labelledby={titleId}
    >
      {props.decor && <Decor seed={props.id} />}
      <div className="container">
        <header className="section-head">
          <h2 id={titleId}>{props.heading}</h2>
          {props.intro && <p className="section-intro">{props.intro}</p>}
        </header>
        {props.children}
      </div>
    </section>
  );
}
