// A fixture site with `gallery` blocks (/our-work), for the gallery tests: the minimal site, its
// site.yml given the before/after labels, and pictures drawn here in plain colours (4:3 and one
// tall screenshot), each file a different size so a test can tell them apart.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { linkFromPortfolio, siteCopy } from './sites.ts';

export const galleryWords = { before: 'Before', after: 'After' };

/** The pictures of content/images/ the page shows: name, size and colour. */
const pictures = [
  ['store-home', 1600, 1200, '#1d4ed8'],
  ['store-cart', 1600, 1200, '#15803d'],
  ['store-phone', 900, 1800, '#b45309'], // a phone screenshot: tall, cut to 4:3 around its top
  ['old-home', 1600, 1200, '#7f1d1d'],
  ['new-home', 1600, 1200, '#312e81'],
  ['menu-card', 1600, 1200, '#0f766e'],
] as const;

export const galleryBlocks = [
  '  - type: gallery',
  '    id: work',
  '    heading: The Work',
  '    intro: Screenshots of the store, and its home page before and after.',
  '    items:',
  '      - src: images/store-home.png',
  "        alt: The store's home page, with the festive collection first",
  '        caption: The home page, on a laptop.',
  '      - src: images/store-cart.png',
  "        alt: The store's cart with UPI chosen as the payment",
  '      - src: images/store-phone.png',
  '        alt: A product page on a phone',
  '        caption: A product page on a phone.',
  '        focus: top',
  '      - src: images/new-home.png',
  "        alt: 'The new home page: the collection first, a search box and the festive offer'",
  '        caption: The home page before and after the redesign.',
  '        before:',
  '          src: images/old-home.png',
  '          alt: The old home page, a single photo and a phone number',
  '  - type: gallery',
  '    layout: wide',
  '    items:',
  '      - src: images/menu-card.png',
  "        alt: The café's menu card on a table",
].join('\n');

export const galleryPage = (blocks = galleryBlocks) =>
  [
    'title: Our Work',
    'description: Screenshots and photos of our work.',
    'blocks:',
    '  - type: hero',
    '    heading: Our Work, Shown',
    '    variant: text',
    blocks,
    '',
  ].join('\n');

/** The site's content folder (remove it with removeSite); `page`: /our-work's file, else both galleries. */
export async function gallerySite(page = galleryPage(), words = true): Promise<string> {
  const dir = await siteCopy();
  if (words) {
    const site = await readFile(path.join(dir, 'site.yml'), 'utf8');
    const ui = `ui:\n  gallery:\n    before: ${galleryWords.before}\n    after: ${galleryWords.after}\n`;
    await writeFile(path.join(dir, 'site.yml'), site.replace(/^ui:\n/m, ui));
  }
  await mkdir(path.join(dir, 'images'), { recursive: true });
  for (const [name, width, height, background] of pictures)
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toFile(path.join(dir, `images/${name}.png`));
  await writeFile(path.join(dir, 'pages/our-work.yml'), page);
  await linkFromPortfolio(dir, ['/our-work']);
  return dir;
}
