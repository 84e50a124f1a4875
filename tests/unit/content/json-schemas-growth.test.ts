// The JSON Schemas editors use (.agency-site/schemas/, written by `agency-site schema`) know the
// fields a growing site writes (issue #36): `draft` and `aliases` on posts, pages and sub-services,
// a post's `date` that schedules it (with a time too), `redirects` and `footer.legal` in site.yml,
// a process block's `count`. A real validator (ajv) takes each, refuses each one misspelt or
// mistyped, and the descriptions an editor shows say what the field does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/site/content/parse.ts';
import { minimalSite, root } from '../../helpers/sites.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
type Json = Record<string, unknown>;
const schemaOf = async (name: string) =>
  JSON.parse(await readFile(path.join(root, '.agency-site/schemas', `${name}.schema.json`), 'utf8')) as Json;
const validator = async (name: string) => {
  const validate = ajv.compile(await schemaOf(name));
  return (data: unknown) => validate(data) || ajv.errorsText(validate.errors);
};
const yml = async (rel: string) => parse(await readFile(path.join(minimalSite, rel), 'utf8')) as Json;
const description = (schema: Json, field: string) =>
  (schema.properties as Record<string, { description?: string }>)[field]?.description ?? '';

const process = (count: unknown) => ({
  type: 'process',
  heading: 'How we work',
  count,
  steps: [1, 2].map((step) => ({ step, title: `Step ${step}`, description: 'We do it.' })),
});

describe("JSON Schemas know a growing site's fields", () => {
  it('a post: draft, aliases, a date that schedules it (a day, or a day and time)', async () => {
    const valid = await validator('post');
    const text = await readFile(path.join(minimalSite, 'blog/first-post.md'), 'utf8');
    const post = parseSource(text, 'first-post.md', [])!.data as Json;
    for (const date of ['2030-07-15', '2030-07-15T09:00:00+05:30'])
      expect(valid({ ...post, date, draft: true, aliases: ['/blog/old-slug'] }), date).toBe(true);
    expect(valid({ ...post, draft: 'yes' })).not.toBe(true);
    expect(valid({ ...post, aliases: ['old slug'] })).not.toBe(true);
    expect(valid({ ...post, date: '2030-02-30' })).not.toBe(true);
    expect(
      valid({ ...post, publishDate: '2030-07-15' }),
      "`date` is the publish date (Hugo's publishDate): no second field",
    ).not.toBe(true);
    const schema = await schemaOf('post');
    expect(description(schema, 'date')).toMatch(/after today.*(schedul|leaves it out)/i);
    expect(description(schema, 'draft')).toMatch(/build leaves it out/);
    expect(description(schema, 'aliases')).toMatch(/old/i);
  });

  it("a page: draft, aliases, a process block's count", async () => {
    const valid = await validator('page');
    const page = await yml('pages/about.yml');
    expect(
      valid({ ...page, draft: true, aliases: ['/about-us'], blocks: [...(page.blocks as unknown[]), process(2)] }),
    ).toBe(true);
    expect(valid({ ...page, blocks: [process('two')] })).not.toBe(true);
    expect(valid({ ...page, blocks: [process(0)] })).not.toBe(true);
    expect(valid({ ...page, draft: 'no' })).not.toBe(true);
    expect(JSON.stringify(await schemaOf('page'))).toMatch(/"count":\{[^{}]*"description":"How many steps/);
  });

  it('a sub-service: draft and aliases', async () => {
    const valid = await validator('subservice');
    const stub = await yml('subservices/local-seo.yml');
    expect(valid({ ...stub, draft: true, aliases: ['/services/Subservices/old-name'] })).toBe(true);
    expect(valid({ ...stub, aliases: '/services/Subservices/old-name' })).not.toBe(true);
  });

  it('site.yml: redirects {from, to} and footer.legal links', async () => {
    const valid = await validator('site');
    const site = await yml('site.yml');
    const footer = site.footer as Json;
    const grown = {
      ...site,
      redirects: [
        { from: '/services/sem', to: '/services/seo' },
        { from: '/old-offer', to: 'https://example.com/offer' },
      ],
      footer: { ...footer, legal: [{ label: 'Careers', href: '/careers' }] },
    };
    expect(valid(grown)).toBe(true);
    expect(valid({ ...grown, redirects: [{ from: '/services/sem' }] })).not.toBe(true);
    expect(valid({ ...grown, redirects: [{ from: 'services/sem.html', to: '/' }] })).not.toBe(true);
    expect(valid({ ...grown, footer: { ...footer, legal: [{ label: 'Careers' }] } })).not.toBe(true);
    expect(description(await schemaOf('site'), 'redirects')).toMatch(/aliases/);
  });
});
