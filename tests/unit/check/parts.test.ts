// The pieces the rules stand on: the HTML scanner, the Markdown link scanner, the URL judge,
// the SPEC table itself, and the rules that only rendered pages can trip (new-tab rel, render).
import { describe, expect, it } from 'vitest';
import { createContext } from '../../../src/site/check/context.ts';
import { htmlText, scanHtml } from '../../../src/site/check/html.ts';
import { markdownRefs } from '../../../src/site/content/markdown-refs.ts';
import { linksExternal, externalProblem } from '../../../src/site/check/rules/links-external.ts';
import { linksInternal } from '../../../src/site/check/rules/links-internal.ts';
import { render } from '../../../src/site/check/rules/schema.ts';
import { stubPrices, subServices } from '../../../src/site/check/spec-rules.ts';
import { loadContent } from '../../../src/site/content/load.ts';
import { buildRoutes } from '../../../src/site/routes.ts';
import { baseDir } from './fixtures.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

describe('scanHtml', () => {
  const html =
    '<head><title>T</title><script type="application/ld+json">{"a":"<a href=\\"/x\\" id=\\"y\\">"}</script></head>' +
    '<body><section id="hero"><a href="/a?x=1&amp;y=2#b" target="_blank" rel="noopener">A &amp; {name}</a>' +
    '<abbr title="{org}">X</abbr><img src="/i.png" alt="{photo}"/></section></body>';

  it('finds links, images and ids, decoding entities, and skips scripts', () => {
    const page = scanHtml(html);
    expect(page.links.map((l) => [l.tag, l.url])).toEqual([
      ['a', '/a?x=1&y=2#b'],
      ['img', '/i.png'],
    ]);
    expect(page.links[0]!.attrs).toMatchObject({ target: '_blank', rel: 'noopener' });
    expect(page.ids).toEqual(['hero']);
  });

  it('reads the text and the human-readable attributes', () => {
    expect(htmlText(html).sort()).toEqual(['A & {name}', 'T', 'X', '{org}', '{photo}']);
  });
});

describe('markdownRefs', () => {
  it('gives each link and image its own line, including ones the renderer drops', () => {
    const source = 'Intro with [a](/a)\nand [b](javascript:x) on line two.\n\n![](/pic.png)\n';
    expect(markdownRefs(source, 10)).toEqual([
      { href: '/a', line: 10, image: false },
      { href: 'javascript:x', line: 11, image: false },
      { href: '/pic.png', line: 13, image: true, alt: '' },
    ]);
  });
});

describe('externalProblem', () => {
  const n = '919876543210';
  it.each([
    ['https://example.in/page'],
    ['http://example.in'],
    ['mailto:hello@example.in'],
    ['tel:+919876543210'],
    ['/contact'],
    ['#faq'],
    [`https://wa.me/${n}?text=Hi%20there!`],
  ])('accepts %s', (href) => expect(externalProblem(href, n)).toBeUndefined());

  it.each([
    ['javascript:alert(1)', 'javascript: and data: URLs are not allowed'],
    ['data:text/html,hi', 'javascript: and data: URLs are not allowed'],
    ['https://exa mple.in', 'contains a space: write it as %20'],
    ['ftp://example.in/file', 'only https:, http:, mailto:, tel:'],
    ['whatsapp://send?phone=1', 'only https:, http:, mailto:, tel: and site paths are allowed'],
    ['//example.in/x', 'protocol-relative'],
    ['www.example.in', 'add the scheme'],
    ['contact.html', 'relative links are not allowed'],
    ['mailto:hello', 'mailto: needs one e-mail address'],
    ['tel:call-us', 'tel: needs a phone number'],
    ['https://intranet/page', 'is incomplete'],
    [`https://wa.me/${n}`, 'needs a prefilled message'],
    [`https://wa.me/${n}?text=`, 'the prefilled text is empty'],
    [`https://wa.me/${n}?text=Hi there`, 'write ?text=Hi%20there'],
    [`https://wa.me/${n}?text=Hi+there`, 'write ?text=Hi%20there'],
    ['https://wa.me/919999999999?text=Hi', "not the site's WhatsApp number"],
    ['https://wa.me/?text=Hi', 'needs the WhatsApp number'],
    ['https://api.whatsapp.com/send?phone=919876543210&text=Hi', 'write chat links as https://wa.me/'],
    ['http://wa.me/919876543210?text=Hi', 'use https://wa.me/'],
  ])('rejects %s', (href, says) => expect(externalProblem(href, n)).toContain(says));

  it('allows only http(s) and site paths as image sources', () => {
    expect(externalProblem('mailto:a@b.in', n, true)).toContain('image source');
  });
});

describe('rules on rendered pages', () => {
  it('reports a new-tab link without rel="noopener noreferrer", and render failures', async () => {
    const loaded = await loadContent(baseDir, defaultSite.kinds);
    if (!loaded.ok) throw new Error('base does not load');
    const routes = buildRoutes(loaded.content, defaultSite.kinds);
    const about = routes.find((r) => r.path === '/about')!;
    const html =
      '<main id="main"><a href="https://example.in/x" target="_blank" rel="noopener">x</a><a href="https://example.in/y" target="_blank" rel="noreferrer noopener">y</a></main>';
    const problem = {
      file: 'content/pages/contact.yml',
      rule: 'render',
      message: 'rendering /contact failed: boom',
      severity: 'error' as const,
    };
    const ctx = createContext({
      kinds: defaultSite.kinds,
      content: loaded.content,
      routes,
      pages: [{ route: about, html }],
      renderProblems: [problem],
    });
    const found = linksExternal.run(ctx);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'links/external', file: about.sources[1] });
    expect(found[0]!.message).toContain(
      'new-tab link to https://example.in/x has rel="noopener": a link with target="_blank" needs rel="noopener noreferrer"',
    );
    expect(render.run(ctx)).toEqual([problem]);
  });

  it('lets links reach the files the build writes beside the pages, and nothing else', async () => {
    const loaded = await loadContent(baseDir, defaultSite.kinds);
    if (!loaded.ok) throw new Error('base does not load');
    const routes = buildRoutes(loaded.content, defaultSite.kinds);
    const home = routes.find((r) => r.path === '/')!;
    const html =
      '<main id="main"><a href="/sitemap.xml">s</a><img src="/favicon.svg" alt="f"/><img src="/logo.svg" alt="l"/><a href="/about#team">t</a></main>';
    const pages = [
      { route: home, html },
      { route: routes.find((r) => r.path === '/about')!, html: '<section id="team"></section>' },
    ];
    const ctx = createContext({
      kinds: defaultSite.kinds,
      content: loaded.content,
      routes,
      pages,
      files: ['/sitemap.xml', '/favicon.svg'],
    });
    expect(linksInternal.run(ctx).map((d) => d.message)).toEqual([
      'link to /logo.svg: no page or file is built at /logo.svg; fix the path or link to a page that exists (a link the site generates on /)',
    ]);
  });
});

describe('the SPEC table', () => {
  it('has the nineteen sub-services, five full and fourteen stubs at allowed prices', () => {
    const slugs = subServices.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(19);
    expect(subServices.filter((s) => s.kind === 'full')).toHaveLength(5);
    for (const s of subServices) if (s.kind === 'stub') expect(stubPrices).toContain(s.price);
  });
});
