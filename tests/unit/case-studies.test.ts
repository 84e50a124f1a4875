// Case studies (kinds/case-studies.ts): content/case-studies/<slug>.yml, each a page at
// /portfolio/<slug>, listed by a `case-studies` block without items. Made on the minimal fixture
// site with files written here, never the shipped content/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../src/site/check/index.ts';
import { jsonSchema } from '../../src/site/content/json-schemas.ts';
import { loadContent } from '../../src/site/content/load.ts';
import type { SiteContent } from '../../src/site/model/content.ts';
import { prepareImages } from '../../src/site/images/prepare.ts';
import { caseStudiesKind } from '../../src/site/kinds/case-studies.ts';
import { publishedContent } from '../../src/site/publish.ts';
import { collectRedirects } from '../../src/site/redirects/collect.ts';
import { renderPage, renderProblem, sharedInputs } from '../../src/site/render.ts';
import { buildRoutes } from '../../src/site/routes.ts';
import { runCli } from '../helpers/cli.ts';
import { loadSite, renderDom, settings } from '../helpers/render.ts';
import { linkFromPortfolio, removeSite, siteCopy } from '../helpers/sites.ts';
import { defaultSite } from '../../src/site/default-site.ts';

const words = [
  '  caseStudy:',
  '    back: All case studies',
  '    problem: The Challenge',
  '    work: What We Did',
  '    results: Results in Numbers',
  '    pictures: The Work',
  "    quote: In the Client's Words",
  '    services: Services',
  '    technologies: Tools',
].join('\n');

const study = (title: string, order: number, extra = '') =>
  [
    `title: ${title}`,
    `order: ${order}`,
    'category: E-commerce',
    'client: Sample Weavers, Agartala',
    'description: A sample shop that started selling online.',
    'image: { src: images/shop.png, alt: The sample shop }',
    'problem: Buyers outside the town could not order.',
    'work: [Built an online store, Photographed the collection]',
    'results:',
    '  - { value: "3×", label: monthly online orders }',
    '  - { value: "60%+", label: of orders from outside the state }',
    'outcomes: [Fewer abandoned carts]',
    'services: [Website Development]',
    'technologies: [WooCommerce]',
    'pictures: [{ src: images/work.png, alt: The new product pages }]',
    'quote: { text: They set everything up., author: R. Sample, role: "Owner, Sample Weavers" }',
    'cta:',
    '  type: cta',
    '  heading: Want Results Like These?',
    '  actions:',
    '    - { kind: link, label: Talk to us, href: /nowhere }', // line 21: a link to no page
    extra,
  ].join('\n');

const listingPage = [
  'title: Our Work',
  'description: Every case study.',
  'blocks:',
  '  - type: case-studies',
  '    id: stories',
  '    layout: spotlight',
  '    heading: Case Studies',
  '    resultsLabel: Results',
  '    servicesLabel: Services',
  '    technologiesLabel: Tools',
  '    linkLabel: Read case study',
  '',
].join('\n');

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeSite(dir);
  dir = undefined;
});

/** The minimal site with the case studies' headings, two case studies, a draft and a page listing them. */
async function site(opts: { words?: boolean } = {}): Promise<string> {
  dir = await siteCopy();
  if (opts.words !== false) {
    const file = path.join(dir, 'site.yml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^( {2}siblingsHeading: .*)$/m, `$1\n${words}`));
  }
  await mkdir(path.join(dir, 'case-studies'));
  await mkdir(path.join(dir, 'images'), { recursive: true });
  for (const [name, background] of [
    ['shop', '#3366aa'],
    ['work', '#aa6633'],
  ] as const) {
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .png()
      .toFile(path.join(dir, `images/${name}.png`));
  }
  await writeFile(
    path.join(dir, 'case-studies/acme.yml'),
    study('Acme Goes Online', 2, 'aliases: [/portfolio-old/acme]\n'),
  );
  await writeFile(path.join(dir, 'case-studies/zeta.yml'), study('Zeta Comes First', 1));
  await writeFile(path.join(dir, 'case-studies/unfinished.yml'), study('Unfinished', 3, 'draft: true\n'));
  await writeFile(path.join(dir, 'pages/work.yml'), listingPage);
  await linkFromPortfolio(dir, ['/work']);
  return dir;
}

async function load(contentDir: string): Promise<SiteContent> {
  const r = await loadContent(contentDir, defaultSite.kinds);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line} ${d.field} ${d.message}`).join('\n'));
  return r.content;
}

describe('case studies, a kind of content', () => {
  it('are read, published and routed to /portfolio/<slug>; their page shows the story, results in numbers, pictures, the quote and the call to action, with an Article in JSON-LD', async () => {
    const { content, held } = publishedContent(await load(await site()), { now: new Date() }, defaultSite.kinds);
    expect(content.caseStudies.map((e) => e.slug)).toEqual(['acme', 'zeta']);
    expect(held).toContainEqual({
      file: expect.stringMatching(/case-studies\/unfinished\.yml$/),
      path: '/portfolio/unfinished',
      until: 'draft',
    });

    const routes = buildRoutes(content, defaultSite.kinds);
    const route = routes.find((r) => r.path === '/portfolio/acme')!;
    expect(route.file).toBe('portfolio/acme/index.html');
    expect(routes.at(-1)!.path).toBe('/404');

    const images = await prepareImages(content, { kinds: defaultSite.kinds, download: false });
    expect(images.problems).toEqual([]);
    // Its hero is its own first picture of the work; its `image` is only its card's on the portfolio.
    const acme = images.refs.filter((r) => r.file.endsWith('case-studies/acme.yml'));
    expect(acme.map((r) => [r.src, r.use, r.field.join('.')])).toEqual([
      ['images/shop.png', 'spotlight', 'image.src'],
      ['images/work.png', 'hero', 'pictures.0.src'],
    ]);

    const html = renderPage(route, sharedInputs(content, images, defaultSite.kinds), settings, {
      kinds: defaultSite.kinds,
    });
    for (const text of [
      '<h1 id="case-study-title">Acme Goes Online</h1>',
      'The Challenge',
      'Buyers outside the town could not order.',
      'What We Did',
      'Photographed the collection',
      'Results in Numbers',
      '<span class="result-value">3×</span>',
      'of orders from outside the state',
      'Fewer abandoned carts',
      'The new product pages',
      'They set everything up.',
      'Owner, Sample Weavers',
      'Want Results Like These?',
      'href="/portfolio"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`/${images.catalog['images/work.png']!.base}-480.avif 480w`); // its pictures are the ones the build makes
    expect(html).not.toContain('case-study-pictures'); // its one picture is its hero: no gallery repeats it
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld).toContainEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Acme Goes Online',
        about: { '@type': 'Organization', name: 'Sample Weavers, Agartala' },
        articleSection: 'E-commerce',
        mainEntityOfPage: 'https://www.example.in/portfolio/acme',
      }),
    );
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/assets\/og\/portfolio-acme-/); // its share card, made from the route like every page's

    expect(collectRedirects(content, defaultSite.kinds)).toContainEqual(
      expect.objectContaining({ from: '/portfolio-old/acme', to: '/portfolio/acme' }),
    );
    expect(jsonSchema({ ...caseStudiesKind.editorSchema!, schema: caseStudiesKind.schema })).toMatchObject({
      $id: 'case-study.schema.json',
      required: expect.arrayContaining(['title', 'category', 'client', 'problem', 'work', 'results', 'cta']),
    });
  }, 60_000);

  it('are listed by a case-studies block without items, in their order, each card leading to its page (a new file shows up without code)', async () => {
    const contentDir = await site();
    const { content } = publishedContent(await load(contentDir), { now: new Date() }, defaultSite.kinds);
    const routes = buildRoutes(content, defaultSite.kinds);
    const work = routes.find((r) => r.path === '/work')!;
    expect(work.sources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/case-studies\/acme\.yml$/),
        expect.stringMatching(/case-studies\/zeta\.yml$/),
      ]),
    );
    const images = await prepareImages(content, { kinds: defaultSite.kinds, download: false });
    // In a spotlight the first story is wide: the listing names the picture's place by its case study's file.
    expect(images.refs).toContainEqual({
      src: 'images/shop.png',
      use: 'spotlight',
      file: expect.stringMatching(/case-studies\/zeta\.yml$/),
      field: ['image', 'src'],
    });
    const html = renderPage(work, sharedInputs(content, images, defaultSite.kinds), settings, {
      kinds: defaultSite.kinds,
    });
    const cards = [...html.matchAll(/<li id="([a-z-]+)" class="card case-study">/g)].map((m) => m[1]);
    expect(cards).toEqual(['zeta', 'acme']); // order 1 before order 2; the draft is not published; the slug keeps old #anchors working
    expect(html).toContain(
      '<a class="text-link case-study-link" href="/portfolio/acme">Read case study<span class="visually-hidden">: Acme Goes Online</span>',
    );
    expect(html).toContain('3× monthly online orders');

    await writeFile(path.join(contentDir, 'case-studies/seventh.yml'), study('A Seventh Story', 0));
    const more = publishedContent(await load(contentDir), { now: new Date() }, defaultSite.kinds).content;
    const again = renderPage(
      buildRoutes(more, defaultSite.kinds).find((r) => r.path === '/work')!,
      sharedInputs(more, await prepareImages(more, { kinds: defaultSite.kinds, download: false }), defaultSite.kinds),
      settings,
      { kinds: defaultSite.kinds },
    );
    expect([...again.matchAll(/<li id="([a-z-]+)" class="card case-study">/g)].map((m) => m[1])).toEqual([
      'seventh',
      'zeta',
      'acme',
    ]);
  }, 60_000);

  it("check reports a case study's broken link at its file, line and field, and passes the rest", async () => {
    const contentDir = await site();
    const { diagnostics } = await check({ site: defaultSite, contentDir });
    const inStudies = diagnostics.filter((d) => d.file.includes('case-studies/'));
    expect(inStudies).toContainEqual(
      expect.objectContaining({
        rule: 'links/internal',
        file: expect.stringMatching(/case-studies\/acme\.yml$/),
        line: 21,
        field: 'cta.actions.0.href',
      }),
    );
    expect(inStudies.filter((d) => d.severity === 'error' && !d.message.includes('/nowhere'))).toEqual([]);
  }, 120_000);

  it('a site with case studies names their headings in site.yml: without them the page fails, naming the field', async () => {
    const { content } = publishedContent(
      await load(await site({ words: false })),
      { now: new Date() },
      defaultSite.kinds,
    );
    const route = buildRoutes(content, defaultSite.kinds).find((r) => r.path === '/portfolio/acme')!;
    let problem;
    try {
      renderPage(
        route,
        sharedInputs(
          content,
          await prepareImages(content, { kinds: defaultSite.kinds, download: false }),
          defaultSite.kinds,
        ),
        settings,
        { kinds: defaultSite.kinds },
      );
    } catch (err) {
      problem = renderProblem(route, err);
    }
    expect(problem).toMatchObject({
      file: expect.stringMatching(/case-studies\/acme\.yml$/),
      message: expect.stringContaining('site.yml has no ui.caseStudy'),
    });
  }, 60_000);

  it('a site without a case-studies folder has none, and no problem', async () => {
    dir = await siteCopy();
    expect((await load(dir)).caseStudies).toEqual([]);
  });
});

/** A case study shown by its own pictures: no `image`, a captioned first picture, a pair, one more. */
const pictured = study('Loom Goes Online', 0)
  .replace(/^image: .*\n/m, '')
  .replace(
    /^pictures: .*$/m,
    [
      'pictures:',
      '  - src: images/loom-store.png',
      "    alt: The store's collection page, sorted by weave",
      '    caption: The collection, sorted by weave.',
      '  - src: images/loom-new.png',
      '    alt: The new product page, the weave up close',
      '    caption: A product page before and after.',
      '    before: { src: images/loom-old.png, alt: The old product page with one small photo }',
      '  - src: images/loom-cart.png',
      '    alt: The cart, with UPI chosen to pay',
    ].join('\n'),
  );

describe("a case study's own pictures", () => {
  it('lead its page: the first is its hero (and its card), captioned; the others a gallery under the results, a pair with its labels', async () => {
    const contentDir = await site();
    const siteFile = path.join(contentDir, 'site.yml');
    const text = await readFile(siteFile, 'utf8');
    await writeFile(
      siteFile,
      text.replace(/^( {2}siblingsHeading: .*)$/m, '$1\n  gallery: { before: Before, after: After }'),
    );
    for (const [name, background] of [
      ['loom-store', '#1d4ed8'],
      ['loom-new', '#15803d'],
      ['loom-old', '#7f1d1d'],
      ['loom-cart', '#b45309'],
    ] as const)
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .png()
        .toFile(path.join(contentDir, `images/${name}.png`));
    await writeFile(path.join(contentDir, 'case-studies/loom.yml'), pictured);
    const site_ = await loadSite(contentDir);

    expect(
      site_.images.refs
        .filter((r) => r.file.endsWith('case-studies/loom.yml'))
        .map((r) => [r.src, r.use, r.field.join('.')]),
    ).toEqual([
      // The portfolio's spotlight lists it first (order 0), with the same picture.
      ['images/loom-store.png', 'spotlight', 'pictures.0.src'],
      ['images/loom-store.png', 'hero', 'pictures.0.src'],
      ['images/loom-new.png', 'gallery-wide', 'pictures.1.src'],
      ['images/loom-old.png', 'gallery-wide', 'pictures.1.before.src'],
      ['images/loom-cart.png', 'gallery-wide', 'pictures.2.src'],
    ]);

    const page = renderDom(site_, '/portfolio/loom');
    const hero = page.querySelector('.case-study-hero figure.case-study-figure')!;
    expect(hero.querySelector('img')!.getAttribute('alt')).toBe("The store's collection page, sorted by weave");
    expect(hero.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(hero.querySelector('figcaption')!.text).toBe('The collection, sorted by weave.');

    const gallery = page.querySelector('section.case-study-pictures ul.gallery.is-wide')!;
    const items = gallery.querySelectorAll(':scope > li');
    expect(items.map((li) => li.querySelectorAll('img').map((img) => img.getAttribute('alt')))).toEqual([
      ['The old product page with one small photo', 'The new product page, the weave up close'],
      ['The cart, with UPI chosen to pay'],
    ]);
    expect(items[0]!.querySelectorAll('.gallery-label').map((l) => l.text)).toEqual(['Before', 'After']);
    expect(items[0]!.querySelector(':scope > figure > figcaption')!.text).toBe('A product page before and after.');
    // The hero is not shown twice.
    expect(
      page.querySelectorAll('img').filter((img) => img.getAttribute('alt')?.startsWith("The store's")),
    ).toHaveLength(1);

    const ld = page
      .querySelectorAll('script[type="application/ld+json"]')
      .map((el) => JSON.parse(el.text) as { '@type': string; image?: string });
    expect(ld.find((x) => x['@type'] === 'Article')!.image).toMatch(/loom-store/);

    const card = renderDom(site_, '/work').querySelector('li#loom img')!;
    expect(card.getAttribute('alt')).toBe("The store's collection page, sorted by weave");
  }, 60_000);

  it('a case study with neither `image` nor `pictures` is refused at `image`, saying what to write', async () => {
    const contentDir = await site();
    await writeFile(path.join(contentDir, 'case-studies/bare.yml'), pictured.replace(/^pictures:\n(?: {2}.*\n)+/m, ''));
    const r = await loadContent(contentDir, defaultSite.kinds);
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/case-studies\/bare\.yml$/),
        field: 'image',
        message: expect.stringContaining('is required when the case study has no `pictures`'),
      }),
    ]);
  });
});

describe('bad case-study content', () => {
  const problems = async (name: string) => {
    dir = await siteCopy(name);
    const r = await loadContent(dir, defaultSite.kinds);
    expect(r.ok).toBe(false);
    return r.diagnostics.map((d) => ({
      file: path.relative(dir!, d.file),
      line: d.line,
      field: d.field,
      message: d.message,
    }));
  };

  it('a result without a number is a schema error at its line', async () => {
    expect(await problems('case-study-result-without-number')).toEqual([
      {
        file: 'case-studies/tea-estate.yml',
        line: 10,
        field: 'results.1.value',
        message: expect.stringMatching(/^must be a number .*move a result without one to `outcomes`$/),
      },
    ]);
  });

  it('a sector SPEC.md does not list, a missing problem and a quote without a role are each named', async () => {
    const found = await problems('case-study-bad-fields');
    expect(found.map((p) => p.field).sort()).toEqual(['category', 'problem', 'quote.role']);
    expect(found.every((p) => p.file === 'case-studies/river-cruise.yml')).toBe(true);
    expect(found.find((p) => p.field === 'category')).toMatchObject({
      line: 2,
      message: expect.stringContaining('Travel & Tourism'),
    });
  });

  it('a block that lists the case studies needs the label of their links', async () => {
    expect(await problems('case-studies-listing-without-label')).toEqual([
      {
        file: 'pages/work.yml',
        line: 4,
        field: 'blocks.0.linkLabel',
        message: expect.stringContaining('is required when the block lists the case studies'),
      },
    ]);
  });
});

describe('agency-site new case-study (the real CLI)', () => {
  it('writes a case study that loads, routes to /portfolio/<slug> and has placeholders check flags; never over a file, never into a missing folder', async () => {
    const contentDir = await site();
    const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(contentDir), 'cache') };
    const r = await runCli(['new', 'case-study', 'river-cruise', '--content', contentDir], { env, timeout: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const file = path.join(contentDir, 'case-studies/river-cruise.yml');
    expect(r.stdout).toContain(`Created ${file}`);
    expect(r.stdout).toContain('http://127.0.0.1:4321/portfolio/river-cruise');
    const loaded = await load(contentDir);
    expect(loaded.caseStudies.find((e) => e.slug === 'river-cruise')?.data.draft).toBe(false); // written out, as the CMS writes it
    const flagged = (await check({ site: defaultSite, contentDir })).diagnostics.filter(
      (d) => d.rule === 'placeholders' && d.file.endsWith('river-cruise.yml'),
    );
    expect(new Set(flagged.map((d) => d.message.match(/"(\{\w+\})"/)?.[1]))).toEqual(
      new Set([
        '{title}',
        '{client}',
        '{description}',
        '{imageAlt}',
        '{problem}',
        '{work}',
        '{value}',
        '{label}',
        '{service}',
        '{technology}',
        '{ctaHeading}',
      ]),
    );

    const twice = await runCli(['new', 'case-study', 'river-cruise', '--content', contentDir], {
      env,
      timeout: 60_000,
    });
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already exists: nothing was changed');

    const drafted = await runCli(['new', 'case-study', 'tea-estate', '--draft', '--content', contentDir], {
      env,
      timeout: 60_000,
    });
    expect(drafted.code, drafted.stderr).toBe(0);
    expect((await load(contentDir)).caseStudies.find((e) => e.slug === 'tea-estate')?.data.draft).toBe(true);

    const bare = await siteCopy();
    try {
      const missing = await runCli(['new', 'case-study', 'x', '--content', bare], { env, timeout: 60_000 });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('case-studies/ does not exist');
    } finally {
      await removeSite(bare);
    }
  }, 120_000);
});
