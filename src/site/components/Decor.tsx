// Decorative layers (SPEC.md: no business meaning). CSS animates them; they are hidden from
// assistive technology and stop under prefers-reduced-motion. Particle positions come from
// CSS nth-child rules, so no inline style is needed under the Content-Security-Policy.

/** Deterministic 15–20 from a seed, so a rebuild of unchanged content gives identical HTML. */
export function particleCount(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return 15 + ((h >>> 0) % 6);
}

/** Decor's markup is a function of this alone: two seeds with the same key give the same markup. */
export function decorKey(variant: 'default' | 'hero', seed: string): string {
  return `${variant} ${particleCount(seed)}`;
}

export function Decor({ variant = 'default', seed }: { variant?: 'default' | 'hero'; seed: string }) {
  const blobs = variant === 'hero' ? 5 : 3;
  const particles = particleCount(seed);
  return (
    <div className={`decor decor-${variant}`} aria-hidden="true">
      {Array.from({ length: blobs }, (_, i) => (
        <span key={`b${i}`} className="blob" />
      ))}
      {Array.from({ length: particles }, (_, i) => (
        <span key={`p${i}`} className="particle" />
      ))}
    </div>
  );
}
