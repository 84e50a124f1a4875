import { markPaths, markRadius, markSize, markStops } from '../shared/logo-mark.ts';

/**
 * The agency's mark (shared/logo-mark.ts). Decorative (the name beside it is the link's text);
 * `id` keeps each copy's gradient its own on a page.
 */
export function LogoMark({ id, className = 'brand-mark' }: { id: string; className?: string }) {
  const gradient = `${id}-gradient`;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${markSize} ${markSize}`}
      width={markSize}
      height={markSize}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          {markStops.map((s) => (
            <stop key={s.offset} offset={s.offset} stopColor={s.color} />
          ))}
        </linearGradient>
      </defs>
      <rect width={markSize} height={markSize} rx={markRadius} fill={`url(#${gradient})`} />
      <g fill="#fff" fillRule="evenodd">
        {markPaths.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </svg>
  );
}
