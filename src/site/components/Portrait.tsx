import type { ImageUse } from '../images/uses.ts';
import { initials, isLong, monogramTone } from './monogram.ts';
import { Picture, type PictureProps } from './Picture.tsx';

export interface PortraitProps {
  /** Who it shows: the name is written beside it, so the monogram says nothing to screen readers. */
  name: string;
  /** Their photo, when the content names one. */
  image?: PictureProps['image'];
  use: ImageUse;
  /** The place's class: it gives the photo and the monogram one size and shape (no layout shift). */
  className: string;
}

/** A person: their photo when the content names one, else their initials on one of the brand's tones. */
export function Portrait({ name, image, use, className }: PortraitProps) {
  if (image) return <Picture image={image} use={use} className={className} />;
  const letters = initials(name);
  const classes = ['monogram', className, `tone-${monogramTone(name)}`, isLong(letters) && 'monogram-long'];
  // The stylesheet draws the initials (::before), so copied or indexed text does not read "PDPriyanka Das".
  return <span className={classes.filter(Boolean).join(' ')} data-initials={letters} aria-hidden="true" />;
}
