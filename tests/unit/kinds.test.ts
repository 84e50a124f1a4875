// A kind of content is one declaration (src/site/kinds/). The site's case studies are one
// (kinds/case-studies.ts, made as ARCHITECTURE.md's "Kinds of content" walks through); here an
// "event" kind is made the same way, outside the registry, and given to the same machinery the
// site's own kinds go through: it is read, published, routed, rendered with its picture, its
// links are checked, its aliases redirect and its JSON Schema is made. Nothing else names it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentLinks } from '../../src/site/check/content-links.ts';
import { createContext } from '../../src/site/check/context.ts';
import { linksInternal } from '../../src/site/check/rules/links-internal.ts';
import { Picture } from '../../src/site/components/Picture.tsx';
import { jsonSchema } from '../../src/site/content/json-schemas.ts';
import { loadContent } from '../../src/site/content/load.ts';
import type { Entry, SiteContent } from '../../src/site/model/content.ts';
import { prepareImages } from '../../src/site/images/prepare.ts';
import { withoutDrafts } from '../../src/site/model/drafts.ts';
import { contentKinds, kindParts, type AnyKind } from '../../src/site/kinds/index.ts';
import { entriesOf, titleCard, type ContentKind, type ViewDecls } from '../../src/site/model/kind.ts';
import { publishedContent } from '../../src/site/publish.ts';
import { collectRedirects } from '../../src/site/redirects/collect.ts';
import { renderPage, sharedInputs } from '../../src/site/render.ts';
import { buildRoutes, type Route, type View } from '../../src/site/routes.ts';
import { settings } from '../helpers/render.ts';
import { removeSite, siteCopy } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';
import { defineSite } from '../../src/site/site-definition.ts';
import { build } from '../../src/site/build.ts';
import { check } from '../../src/site/check/index.ts';

// 1. The schema (model/schemas/event.ts, were it shipped).
const eventSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  client: z.string().min(1),
  image: z.strictObject({ src: z.string(), alt: z.string() }),
  link: z.strictObject({ label: z.string(), href: z.string() }),
  draft: z.boolean().optional(),
  aliases: z.array(z.string()).optional(),
});
type Event = Entry<z.output<typeof eventSchema>>;

// 2. The view (pages/EventPage.tsx). A view kind of the site's own is in model/route.ts's
// `Views`; a shipped kind adds its own there from its module (declare module), this one casts.
type EventView = { kind: 'event'; entry: Event };
const EventPage = ({ entry }: { entry: Event }) =>
  createElement(
    'article',
    { className: 'event' },
    createElement('h1', null, entry.data.title),
    createElement('p', null, entry.data.client),
    createElement(Picture, { image: entry.data.image, use: 'hero', priority: true }),
    createElement('a', { href: entry.data.link.href }, entry.data.link.label),
  );

// 3. The registry entry (kinds/events.ts and a line in kinds/index.ts, were it shipped).
const base = '/events';
const events: ContentKind<Event[]> = {
  key: 'events',
  label: 'Events',
  files: { dir: 'events', ext: '.yml' },
  schema: eventSchema,
  load: async (loader) =>
    (await loader.folder('events', '.yml', eventSchema)).map(({ slug, file, data }) => ({ slug, file, data })),
  routes: (entries, at) =>
    entries.map((entry) => ({
      path: `${base}/${entry.slug}`,
      title: entry.data.title,
      description: entry.data.description,
      sources: [at.file('site.yml'), entry.file],
      view: { kind: 'event', entry } satisfies EventView as unknown as View,
    })),
  urls: { base, what: 'the events', hint: 'events go in events/<slug>.yml' },
  views: {
    event: {
      render: (v: EventView) => createElement(EventPage, { entry: v.entry }),
      share: (_: EventView, route: Route) => titleCard(route),
      structuredData: () => [],
    },
  } as unknown as ViewDecls,
  publish: (entries, options) => withoutDrafts(entries, options, (e) => `${base}/${e.slug}`),
  aliases: (entries) => entries.map((e) => ({ file: e.file, aliases: e.data.aliases, to: `${base}/${e.slug}` })),
  pictures: (entries) =>
    entries.map((e) => ({ src: e.data.image.src, use: 'hero', file: e.file, field: ['image', 'src'] })),
  listing: null,
  check: (entries) => ({ docs: entries.map((e) => ({ file: e.file, data: e.data })), blockLists: [] }),
  editorSchema: { name: 'event', title: 'An event: content/events/<slug>.yml', files: ['events/*.yml'], yaml: true },
  scaffold: null,
};
const kinds: readonly AnyKind[] = [...contentKinds, events];

const acme = [
  'title: Acme rebrand',
  'description: How Acme doubled its enquiries in a quarter.',
  'client: Acme Traders',
  'image: { src: images/acme.png, alt: The new Acme shopfront }',
  'link:',
  '  label: See the brief',
  '  href: /nowhere', // line 7: a link to no page, for check
  'aliases: [/work/acme]',
  '',
].join('\n');

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

async function eventSite(): Promise<string> {
  dir = await siteCopy();
  await mkdir(path.join(dir, 'events'));
  await mkdir(path.join(dir, 'images'), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
    .png()
    .toFile(path.join(dir, 'images/acme.png'));
  await writeFile(path.join(dir, 'events/acme.yml'), acme);
  await writeFile(
    path.join(dir, 'events/unfinished.yml'),
    acme.replace('Acme rebrand', 'Unfinished').replace('aliases: [/work/acme]', 'draft: true'),
  );
  return dir;
}

async function load(contentDir: string): Promise<SiteContent> {
  const r = await loadContent(contentDir, kinds);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n'));
  return r.content;
}

describe('a kind of content declared in one place (made as ARCHITECTURE.md walks through)', () => {
  it('is read, published, routed and rendered with its picture; its pictures are listed, its links checked, its aliases redirected', async () => {
    const all = await load(await eventSite());
    expect(entriesOf(all, events).map((e) => e.slug)).toEqual(['acme', 'unfinished']);

    const { content, held } = publishedContent(all, { now: new Date() }, kinds);
    expect(entriesOf(content, events).map((e) => e.slug)).toEqual(['acme']);
    expect(held).toEqual([
      { file: expect.stringMatching(/events\/unfinished\.yml$/), path: '/events/unfinished', until: 'draft' },
    ]);

    const routes = buildRoutes(content, kinds);
    const route = routes.find((r) => r.path === '/events/acme')!;
    expect(route.file).toBe('events/acme/index.html');
    expect(routes.at(-1)!.path).toBe('/404');

    const images = await prepareImages(content, { download: false, kinds });
    expect(images.problems).toEqual([]);
    expect(images.refs).toContainEqual({
      src: 'images/acme.png',
      use: 'hero',
      file: expect.stringMatching(/events\/acme\.yml$/),
      field: ['image', 'src'],
    });
    const made = images.catalog['images/acme.png']!;
    expect(made.widths.length).toBeGreaterThan(0);

    const html = renderPage(route, sharedInputs(content, images, kinds), settings, { kinds });
    expect(html).toContain('<h1>Acme rebrand</h1>');
    expect(html).toContain(`srcSet="/${made.base}-480.avif 480w`); // the picture the build makes, not the source file
    expect(() =>
      renderPage(route, sharedInputs(content, images, defaultSite.kinds), settings, { kinds: defaultSite.kinds }),
    ).toThrow(/no kind of content .* has a view "event"/);

    const ctx = createContext({ content, routes, pages: [], kinds });
    expect(contentLinks(ctx)).toContainEqual(
      expect.objectContaining({ href: '/nowhere', line: 7, file: expect.stringMatching(/events\/acme\.yml$/) }),
    );
    const findings = linksInternal.run(ctx);
    expect(findings).toContainEqual(
      expect.objectContaining({ file: expect.stringMatching(/events\/acme\.yml$/), line: 7, field: 'link.href' }),
    );

    expect(collectRedirects(content, kinds)).toContainEqual(
      expect.objectContaining({ from: '/work/acme', to: '/events/acme' }),
    );
    expect(jsonSchema({ ...events.editorSchema!, schema: events.schema })).toMatchObject({
      $id: 'event.schema.json',
      required: expect.arrayContaining(['title', 'client', 'image']),
    });
  }, 60_000);

  it('goes through the real pipeline as the site value says: build writes its page, picture and old address, check finds its broken link', async () => {
    const contentDir = await eventSite();
    const site = defineSite({ kinds });
    const outDir = path.join(path.dirname(contentDir), 'dist');
    const built = await build({ site, contentDir, outDir, cache: false, env: {} });
    expect(built.pages).toBe(
      buildRoutes(publishedContent(await load(contentDir), { now: new Date() }, kinds).content, kinds).length,
    );
    const page = await readFile(path.join(outDir, 'events/acme/index.html'), 'utf8');
    expect(page).toContain('<h1>Acme rebrand</h1>');
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/events/acme<');
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toContain('\n/work/acme /events/acme 301\n');
    expect(page).toMatch(/srcSet="\/assets\/img\/acme-\w+-480\.avif 480w/);
    const checked = await check({ site, contentDir });
    expect(checked.diagnostics).toContainEqual(
      expect.objectContaining({ rule: 'links/internal', file: expect.stringMatching(/events\/acme\.yml$/), line: 7 }),
    );
    // The same content, given the site without the kind: its folder is no content of that site.
    expect(
      (await check({ site: defaultSite, contentDir })).diagnostics.filter((d) => d.file.includes('events/')),
    ).toEqual([]);
  }, 120_000);

  it('keeps page files out of its URL paths, naming the file', async () => {
    const contentDir = await eventSite();
    await mkdir(path.join(contentDir, 'pages/events'));
    await writeFile(
      path.join(contentDir, 'pages/events/acme.yml'),
      'title: Acme\ndescription: A page in the way\nblocks: []\n',
    );
    const r = await loadContent(contentDir, kinds);
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/pages\/events\/acme\.yml$/),
        message:
          'cannot be a page: /events/acme is under /events, where the events are: events go in events/<slug>.yml; give the page another path',
      }),
    );
  }, 60_000);
});

describe('the registry', () => {
  it('holds every kind to every part (the compiler does too: ContentKind has no optional part)', () => {
    for (const kind of contentKinds) {
      for (const part of kindParts) expect(kind[part], `${kind.key}.${part}`).not.toBeUndefined();
    }
    const { scaffold: _, ...incomplete } = events;
    // @ts-expect-error a kind that leaves out a part (here its scaffold) does not compile
    const refused: ContentKind<Event[]> = incomplete;
    expect(kindParts.filter((part) => !(part in refused))).toEqual(['scaffold']);
  });

  it('gives each kind its own key and each editor schema its own name', () => {
    const keys = contentKinds.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = contentKinds.flatMap((k) => (k.editorSchema ? [k.editorSchema.name] : []));
    expect(names).toEqual(['site', 'page', 'blog-page', 'subservice', 'case-study', 'post']);
  });
});
