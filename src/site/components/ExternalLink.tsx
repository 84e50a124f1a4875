import type { ReactNode } from 'react';
import { useRender } from './context.ts';

/** The one way to open a new tab: always with rel="noopener noreferrer" and a hint for screen readers. */
export function ExternalLink(props: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
  data?: string;
}) {
  const { site } = useRender();
  return (
    <a
      href={props.href}
      className={props.className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={props.label}
      data-chat={props.data}
    >
      {props.children}
      <span className="visually-hidden"> {site.ui.newTabHint}</span>
    </a>
  );
}
