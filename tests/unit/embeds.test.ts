// The `embed` block (#38 item 3): addresses read per provider, refused with file, line and field;
// the click-to-load facade each provider renders (no third-party address is loaded by the page);
// the CSP's frame-src naming exactly the players used; check's raw-HTML warning.
import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../src/site/check/index.ts';
import { loadContent, type SiteContent } from '../../src/site/content/load.ts';
import { contentSecurityPolicy } from '../../src/site/csp.ts';
import { integrationCsp } from '../../src/site/integrations/index.ts';
import { readEmbedUrl } from '../../src/site/shared/embeds.ts';
import { embeds, embedSite, mediaPage } from '../helpers/embed-site.ts';
import { loadSite, renderDom } from '../helpers/render.ts';
import { removeSite } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

const block = (provider: string, url: string, title = 'A title') =>
  [`  - type: embed`, `    provider: ${provider}`, `    url: "${url}"`, `    title: ${title}`].join('\n');

describe('embed addresses', () => {
  it.each([
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    [
      'youtube',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      'youtube',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    ],
    [
      'vimeo',
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&autoplay=1',
    ],
    [
      'google-maps',
      'https://www.google.com/maps/search/?api=1&query=Hari+Ganga+Basak+Road%2C+Agartala',
      'https://www.google.com/maps?q=Hari%20Ganga%20Basak%20Road%2C%20Agartala&output=embed',
    ],
    [
      'google-maps',
      'Hari Ganga Basak Road, Agartala',
      'https://www.google.com/maps?q=Hari%20Ganga%20Basak%20Road%2C%20Agartala&output=embed',
    ],
    [
      'instagram',
      'https://www.instagram.com/reel/C0aBcD1eFgH/?igsh=x',
      'https://www.instagram.com/p/C0aBcD1eFgH/embed/',
    ],
  ] as const)('%s reads %s', (provider, url, src) => {
    const read = readEmbedUrl(provider, url);
    expect(read.ok && read.target.src).toBe(src);
  });

  it("refuses an address that is not the provider's, naming file, line, field and the forms it takes", async () => {
    const bad = [
      [
        'youtube',
        'https://vimeo.com/76979871',
        "is not a YouTube video's address: for youtube, write https://www.youtube.com/watch?v=<id>",
      ],
      ['youtube', 'https://youtu.be/short', "is not a YouTube video's address"],
      [
        'vimeo',
        'https://vimeo.com/channels/staffpicks',
        "is not a Vimeo video's address: for vimeo, write https://vimeo.com/<number>",
      ],
      [
        'google-maps',
        'https://maps.app.goo.gl/AbCdEf',
        'is a short link, which the build cannot read without fetching it: open it and copy the full address',
      ],
      [
        'instagram',
        'https://www.instagram.com/example.agency/',
        "is not an Instagram post's address: for instagram, write https://www.instagram.com/p/<code>/",
      ],
      ['instagram', 'javascript:alert(1)', 'is not an https:// address'],
    ] as const;
    dir = await embedSite(mediaPage(bad.map(([p, u]) => block(p, u)).join('\n')));
    const r = await loadContent(dir, defaultSite.kinds);
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toEqual(
      bad.map(([, , says], i) =>
        expect.objectContaining({
          file: expect.stringMatching(/pages\/media\.yml$/),
          line: 6 + 4 * i,
          field: `blocks.${i}.url`,
          message: expect.stringContaining(says),
        }),
      ),
    );
  });
});

describe('the embed facade', () => {
  it('renders each provider as a poster, a link to its page and a hidden button carrying the player; nothing third-party loads', async () => {
    dir = await embedSite();
    const site = await loadSite(dir);
    const main = renderDom(site, '/media').querySelector('main')!;
    const figures = main.querySelectorAll('figure.embed');
    expect(figures.map((f) => f.classList.value.find((c) => c.startsWith('embed-')))).toEqual(
      embeds.map((e) => `embed-${e.provider}`),
    );
    embeds.forEach((e, i) => {
      const link = figures[i]!.querySelector('a.embed-link')!;
      expect(link.getAttribute('href')).toBe(e.page);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.text).toBe(`${e.button} (opens in a new tab)`);
      const button = figures[i]!.querySelector('button.embed-play')!;
      expect(button.getAttribute('type')).toBe('button');
      expect(button.hasAttribute('hidden')).toBe(true);
      expect(button.text).toBe(e.button);
      expect(button.getAttribute('data-embed-src')).toBe(e.frame);
      expect(button.getAttribute('data-embed-title')).toBe(e.title);
      expect(button.getAttribute('data-embed-allow')).toBeTruthy();
    });
    // The video's poster is the content's picture, made by the pictures stage; the rest are drawn.
    expect(figures[0]!.querySelector('img.embed-poster')!.getAttribute('src')).toMatch(/^\/assets\/img\/studio-tour-/);
    expect(main.querySelectorAll('.embed-placeholder')).toHaveLength(3);
    expect(figures[0]!.querySelector('figcaption')!.text).toBe('Filmed in our Agartala studio.');
    expect(main.querySelectorAll('iframe')).toHaveLength(0);
    expect(
      main
        .querySelectorAll('[src]')
        .map((el) => el.getAttribute('src'))
        .filter((s) => !s!.startsWith('/')),
    ).toEqual([]);
    expect(site.images.refs).toContainEqual(
      expect.objectContaining({ src: 'images/studio-tour.png', use: 'embed', field: ['blocks', 1, 'poster'] }),
    );
  }, 60_000);

  it('says what is missing when site.yml has no ui.embed words', async () => {
    dir = await embedSite(undefined, false);
    const site = await loadSite(dir);
    expect(() => renderDom(site, '/media')).toThrow(
      /site\.yml has no ui\.embed: an embed block needs the words of its button/,
    );
  }, 60_000);
});

/** `content` with /media showing only `providers`' embeds. */
function only(content: SiteContent, providers: readonly string[]): SiteContent {
  return {
    ...content,
    morePages: content.morePages.map((p) =>
      p.path === '/media'
        ? {
            ...p,
            data: {
              ...p.data,
              blocks: p.data.blocks.filter((b) => b.type !== 'embed' || providers.includes(b.provider)),
            },
          }
        : p,
    ),
  };
}

describe("the CSP's frame-src", () => {
  it('names exactly the players the content embeds, and nothing when it embeds none', async () => {
    dir = await embedSite();
    const { content } = await loadSite(dir);
    expect(integrationCsp(content, defaultSite.kinds)).toEqual({
      'frame-src': [
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.google.com',
        'https://www.instagram.com',
      ],
    });
    const origins = {
      youtube: 'https://www.youtube-nocookie.com',
      vimeo: 'https://player.vimeo.com',
      'google-maps': 'https://www.google.com',
      instagram: 'https://www.instagram.com',
    };
    for (const [provider, origin] of Object.entries(origins)) {
      const policy = contentSecurityPolicy({
        leadServiceUrl: '',
        additions: integrationCsp(only(content, [provider]), defaultSite.kinds),
      });
      expect(policy).toContain(`; frame-src 'self' ${origin};`);
    }
    const none = integrationCsp(only(content, []), defaultSite.kinds);
    expect(none).toEqual({});
    expect(contentSecurityPolicy({ leadServiceUrl: '', additions: none })).toBe(
      contentSecurityPolicy({ leadServiceUrl: '' }),
    );
    expect(contentSecurityPolicy({ leadServiceUrl: '', additions: none })).not.toContain('frame-src');
  }, 60_000);
});

describe('check on embeds', () => {
  it('passes every embed of the fixture, and a map given as the address in words (a place, not a link)', async () => {
    dir = await embedSite();
    expect((await check({ site: defaultSite, contentDir: dir })).diagnostics).toEqual([]);
    await removeSite(dir);
    dir = await embedSite(
      mediaPage(
        [
          '  - type: hero',
          '    heading: Find Us',
          block('google-maps', 'Hari Ganga Basak Road, Agartala, Tripura 799001', 'Our office'),
        ].join('\n'),
      ),
    );
    expect((await check({ site: defaultSite, contentDir: dir })).diagnostics).toEqual([]);
  }, 60_000);
});

describe('raw HTML in Markdown', () => {
  it('is a warning at its line saying to use the embed block, and what a known iframe would have shown', async () => {
    const body = [
      '  - type: prose',
      '    heading: Our Work',
      '    body: |',
      '      We film and edit short videos.',
      '',
      '      <iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
      '',
      '      Here is a map: <iframe src="https://www.google.com/maps/embed?pb=!1m18"></iframe>',
      '',
      '      <div class="note">Call us.</div>',
    ].join('\n');
    dir = await embedSite(mediaPage(body));
    const { diagnostics } = await check({ site: defaultSite, contentDir: dir });
    const found = diagnostics.filter((d) => d.rule === 'raw-html');
    expect(found).toEqual([
      expect.objectContaining({
        line: 9,
        field: 'blocks.0.body',
        severity: 'warning',
        message: expect.stringContaining(
          'this iframe is a YouTube video (dQw4w9WgXcQ): use an embed block instead (type: embed, provider: youtube, url: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        ),
      }),
      expect.objectContaining({
        line: 11,
        message: expect.stringContaining(
          'this iframe is a Google map: use an embed block instead (type: embed, provider: google-maps',
        ),
      }),
      expect.objectContaining({
        line: 13,
        message: expect.stringContaining(
          'raw HTML (<div>) is published as visible code, not run: write it in Markdown',
        ),
      }),
    ]);
    for (const d of found) expect(d.file).toMatch(/pages\/media\.yml$/);
  }, 60_000);
});
