/**
 * The agency's mark: a rising line on the brand gradient, for growth you can see. Decorative
 * (the name beside it is the link's text); `id` keeps each copy's gradient its own on a page.
 */
export function LogoMark({ id, className = 'brand-mark' }: { id: string; className?: string }) {
  const gradient = `${id}-gradient`;
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="0.55" stopColor="#6d28d9" />
          <stop offset="1" stopColor="#be185d" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <path d="M9 28.5l7-7.5 5 4.5 9.5-11" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M24.5 13.5h7v7" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
