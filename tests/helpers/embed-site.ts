// A fixture site with one `embed` block of each provider (/media), for the embed tests: the
// minimal site, its site.yml given the embed buttons' words, and a poster picture for the video.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { linkFromPortfolio, siteCopy } from './sites.ts';

export const embedWords = { video: 'Play video: {title}', map: 'Show map: {title}', post: 'Show post: {title}' };

/** The embeds of /media: provider, the address an editor pasted, and what each should load. */
export const embeds = [
  {
    provider: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Our studio tour',
    frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    page: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    button: 'Play video: Our studio tour',
  },
  {
    provider: 'vimeo',
    url: 'https://vimeo.com/76979871',
    title: 'A client story',
    frame: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    page: 'https://vimeo.com/76979871',
    button: 'Play video: A client story',
  },
  {
    provider: 'google-maps',
    url: 'https://www.google.com/maps/place/Agartala,+Tripura/@23.83,91.28,13z',
    title: 'Our office in Agartala',
    frame: 'https://www.google.com/maps?q=Agartala%2C%20Tripura&output=embed',
    page: 'https://www.google.com/maps/search/?api=1&query=Agartala%2C%20Tripura',
    button: 'Show map: Our office in Agartala',
  },
  {
    provider: 'instagram',
    url: 'https://www.instagram.com/p/C0aBcD1eFgH/',
    title: 'Our latest post',
    frame: 'https://www.instagram.com/p/C0aBcD1eFgH/embed/',
    page: 'https://www.instagram.com/p/C0aBcD1eFgH/',
    button: 'Show post: Our latest post',
  },
] as const;

export const mediaPage = (blocks: string) =>
  ['title: Media', 'description: Videos, the office map and a post.', 'blocks:', blocks, ''].join('\n');

// A hero first: the page's h1, as every real page has one.
const hero = ['  - type: hero', '    heading: Videos, Maps and Posts', '    variant: text'].join('\n');
const allEmbeds =
  hero +
  '\n' +
  embeds
    .map((e, i) =>
      [
        '  - type: embed',
        `    provider: ${e.provider}`,
        `    url: "${e.url}"`,
        `    title: ${e.title}`,
        ...(i === 0
          ? [
              '    heading: See Us at Work',
              '    intro: A short walk through the studio.',
              '    poster: images/studio-tour.png',
              '    caption: Filmed in our Agartala studio.',
            ]
          : []),
        ...(i === 2 ? ['    heading: Find Us'] : []),
      ].join('\n'),
    )
    .join('\n');

/** The site's content folder (remove it with removeSite); `page`: /media's file, else every embed. */
export async function embedSite(page = mediaPage(allEmbeds), words = true): Promise<string> {
  const dir = await siteCopy();
  if (words) {
    const site = await readFile(path.join(dir, 'site.yml'), 'utf8');
    const ui = `ui:\n  embed:\n${Object.entries(embedWords)
      .map(([k, v]) => `    ${k}: "${v}"`)
      .join('\n')}\n`;
    await writeFile(path.join(dir, 'site.yml'), site.replace(/^ui:\n/m, ui));
  }
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#312e81' } })
    .png()
    .toFile(path.join(dir, 'images/studio-tour.png'));
  await writeFile(path.join(dir, 'pages/media.yml'), page);
  await linkFromPortfolio(dir, ['/media']);
  return dir;
}
