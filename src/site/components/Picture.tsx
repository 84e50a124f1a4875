import type { Image } from '../content/schemas/index.ts';

/** Every image carries its size (no layout shift) and loads lazily unless it is above the fold. */
export function Picture({ image, eager = false, className }: { image: Image; eager?: boolean; className?: string }) {
  return (
    <img
      className={className ? `picture ${className}` : 'picture'}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
