import { createContext, useContext } from 'react';
import type { ImageCatalog } from '../images/catalog.ts';
import { fallbackPath, fallbackSrcset, mimeTypes, modernFormats, srcset, svgPath, widthsFor } from '../images/urls.ts';
import { useSpecs, type ImageUse } from '../images/uses.ts';
import { focusClasses } from '../model/focus.ts';

/** The pictures the build made (images/prepare.ts), for every <Picture> of the page being rendered. */
export const ImageCatalogContext = createContext<ImageCatalog>({});

export interface PictureProps {
  image: { src: string; alt: string; width?: number; height?: number; focus?: string };
  /** Where it is shown: which widths are offered and how wide the browser should expect it. */
  use: ImageUse;
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** The page's largest picture (its hero): fetched before anything else. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture the build made: <picture> with AVIF and WebP at the widths for its place, and one
 * JPEG/PNG fallback. An SVG drawing, and a picture from another host: a plain <img>. Both carry their size (no layout shift) and
 * load lazily unless above the fold.
 */
export function Picture({ image, use, eager = false, priority = false, className }: PictureProps) {
  const made = useContext(ImageCatalogContext)[image.src];
  const img = (src: string, width: number | undefined, height: number | undefined, srcSet?: string, sizes?: string) => (
    <img
      className={['picture', className, focusClasses(image.focus)].filter(Boolean).join(' ')}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!made) return img(image.src, image.width, image.height);
  if (made.svg) return img('/' + svgPath(made), made.width, made.height);
  const widths = widthsFor(made, use);
  const sizes = useSpecs[use].sizes;
  return (
    <picture>
      {modernFormats.map((f) => (
        <source key={f} type={mimeTypes[f]} srcSet={srcset(made, widths, f)} sizes={sizes} />
      ))}
      {img(
        '/' + fallbackPath(made),
        image.width ?? made.width,
        image.height ?? made.height,
        fallbackSrcset(made),
        sizes,
      )}
    </picture>
  );
}
