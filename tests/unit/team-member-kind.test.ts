// A kind of content the site does not ship, made as ARCHITECTURE.md's "Add a kind of content" says:
// its schema, its view, one factory call and one line in the site's list of kinds. Through the
// real CLI (main, given this site) it is started with `new team-member`, listed on /about by an
// `entries` block, built with a page each, JSON-LD `Person` and a share card, checked, and edited
// in the CMS: nothing else in the engine names it.
import { mkdir, readFile, writeFile, appendFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { main } from '../../src/cli/main.ts';
import { Picture } from '../../src/site/components/Picture.tsx';
import { contentKinds } from '../../src/site/kinds/index.ts';
import { folderKind } from '../../src/site/kinds/folder-kind.ts';
import type { Entry } from '../../src/site/model/content.ts';
import { context } from '../../src/site/seo/structured-data.ts';
import { defineSite } from '../../src/site/site-definition.ts';
import { removeSite, siteCopy } from '../helpers/sites.ts';

// 1. The schema.
const memberSchema = z.strictObject({
  name: z.string().min(1),
  role: z.string().min(1),
  blurb: z.string().min(1),
  image: z.strictObject({ src: z.string(), alt: z.string().min(1) }),
  draft: z.boolean().optional(),
  aliases: z.array(z.string()).optional(),
});
type Member = Entry<z.output<typeof memberSchema>>;

// 2. The view.
const MemberPage = ({ entry }: { entry: Member }) =>
  createElement(
    'article',
    { className: 'team-member-page' },
    createElement('h1', null, entry.data.name),
    createElement('p', null, entry.data.role),
    createElement(Picture, { image: entry.data.image, use: 'hero', priority: true }),
    createElement('p', null, entry.data.blurb),
  );

// 3. One factory call.
const base = '/about/team';
const teamMembers = folderKind({
  key: 'teamMembers',
  label: 'Team',
  dir: 'team',
  base,
  what: 'the team',
  schema: memberSchema,
  page: (d) => ({ title: d.name, description: `${d.name}, ${d.role}: ${d.blurb}` }),
  view: {
    kind: 'team-member',
    render: (entry) => createElement(MemberPage, { entry }),
    structuredData: (e, route, at) => [
      {
        '@context': context,
        '@type': 'Person',
        name: e.data.name,
        jobTitle: e.data.role,
        image: at.image(e.data.image.src),
        worksFor: at.agency,
        url: at.url(route.path),
      },
    ],
  },
  pictures: (e) => [{ src: e.data.image.src, use: 'hero', field: ['image', 'src'] }],
  listing: {
    block: 'entries',
    list: (entries) =>
      entries.map((e) => ({
        file: e.file,
        item: {
          title: e.data.name,
          category: e.data.role,
          description: e.data.blurb,
          image: e.data.image,
          href: `${base}/${e.slug}`,
        },
        picture: { src: e.data.image.src, field: ['image', 'src'] },
      })),
  },
  editor: { name: 'team-member', title: 'A team member: content/team/<slug>.yml' },
  scaffold: {
    command: 'team-member',
    noun: 'team member',
    description: 'a team member page to fill in',
    from: 'slug',
    drafts: true,
    needsContent: false,
    text: ({ draft }) =>
      [
        'name: "{name}"',
        'role: "{role}"',
        'blurb: "{blurb}: a line about them"',
        'image: { src: images/team.png, alt: "{imageAlt}" }',
        ...(draft ? ['draft: true'] : []),
        '',
      ].join('\n'),
  },
});

// 4. One line in the site's list of kinds.
const site = defineSite({ kinds: [...contentKinds, teamMembers] });

let content = '';
let out = '';
beforeAll(async () => {
  content = await siteCopy();
  out = path.join(path.dirname(content), 'dist');
  vi.stubEnv('AGENCY_SITE_CACHE_DIR', path.join(path.dirname(content), 'cache'));
  vi.stubEnv('NO_COLOR', '1');
  await appendFile(path.join(content, 'site.yml'), 'cms:\n  backend: github\n  repo: example/agency-site\n');
  await mkdir(path.join(content, 'team'));
  await mkdir(path.join(content, 'images'));
  await sharp({ create: { width: 900, height: 900, channels: 3, background: '#aa6633' } })
    .png()
    .toFile(path.join(content, 'images/asha.png'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await removeSite(content);
});

const cli = (...args: string[]) => main(['node', 'agency-site', ...args], async () => site);
const html = (rel: string) => readFile(path.join(out, rel), 'utf8');
/** A block at the end of /about's blocks (the list ends where its top-level keys go on). */
async function addBlock(yaml: string): Promise<void> {
  const file = path.join(content, 'pages/about.yml');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^draft:/m, `${yaml}draft:`));
}

describe('a team-member kind: its schema, its view, one folderKind call and one line', () => {
  it('`new team-member` writes its scaffold, never over a file', async () => {
    expect(await cli('new', 'team-member', 'asha-das', '--content', content, '--draft')).toBe(0);
    const text = await readFile(path.join(content, 'team/asha-das.yml'), 'utf8');
    expect(text).toContain("name: '{name}'");
    expect(text).toContain('draft: true');
    expect(await cli('new', 'team-member', 'asha-das', '--content', content)).toBe(1); // never over a file
  });

  it('is listed on /about, has its page, its Person, its share card, passes check and is a CMS collection', async () => {
    await writeFile(
      path.join(content, 'team/asha-das.yml'),
      'name: Asha Das\nrole: SEO Lead\nblurb: Ten years of local search in the North East.\nimage: { src: images/asha.png, alt: Asha at her desk }\n',
    );
    await addBlock('  - type: entries\n    of: teamMembers\n    heading: Our team\n');
    expect(await cli('build', '--content', content, '--out', out)).toBe(0);

    const about = await html('about/index.html');
    expect(about).toContain('Our team');
    expect(about).toMatch(/<a[^>]+href="\/about\/team\/asha-das"/);
    expect(about).toContain('SEO Lead');
    expect(about).toMatch(/srcSet="\/assets\/img\/asha-[0-9a-f]{10}-\d+\.avif/); // the card's picture, as the build makes it

    const page = await html('about/team/asha-das/index.html');
    expect(page).toContain('<h1>Asha Das</h1>');
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Person',
        name: 'Asha Das',
        jobTitle: 'SEO Lead',
        url: expect.stringMatching(/\/about\/team\/asha-das$/),
      }),
    );
    const card = /<meta property="og:image" content="[^"]*?(\/assets\/og\/about-team-asha-das-[0-9a-f]{10}\.png)"/.exec(
      page,
    )?.[1];
    expect(card && existsSync(path.join(out, card))).toBe(true);

    expect(await cli('check', '--content', content)).toBe(0);
    const config = parse(await html('admin/config.yml')) as {
      collections: { name: string; label: string; folder?: string }[];
    };
    expect(config.collections).toContainEqual(
      expect.objectContaining({ name: 'teamMembers', label: 'Team', folder: expect.stringMatching(/team$/) }),
    );
  });

  it('an entries block naming no listed kind stops check and build at its line', async () => {
    await addBlock('  - type: entries\n    of: teamMember\n    heading: Typo\n');
    const before = await html('about/index.html');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(await cli('check', '--content', content)).toBe(1);
    const said = stderr.mock.calls.map((c) => String(c[0])).join('');
    stderr.mockRestore();
    expect(said).toMatch(
      /pages\/about\.yml:\d+ +schema +blocks\.\d+\.of +lists "teamMember", which is no kind of content this site lists as entries: write one of (\w+, )*teamMembers/,
    );
    expect(await cli('build', '--content', content, '--out', out)).toBe(1);
    expect(await html('about/index.html')).toBe(before);
  });
});
