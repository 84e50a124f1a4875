// A stub sub-service page (issue 37, item 4): under its price, what is included, how long it
// takes, one quote and a few questions, each shown only when its content gives it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { minimalSite, removeSite, siteCopy } from '../../helpers/sites.ts';
import { defaultSite } from '../../../src/site/default-site.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

const stub = `kind: stub
title: Local SEO
tagline: Be found nearby.
price: 1999
description: Local SEO.
included:
  heading: What you get
  items: [A profile check, Ten citations]
turnaround: { label: Ready in, value: 5 business days }
quote: { quote: Calls went up., author: R. Das }
faq:
  heading: Asked before buying
  items:
    - { q: Do I need a website?, a: No. }
    - { q: How do I pay?, a: Half now and half on delivery. }
`;

it('shows what is included, the turnaround, the quote and the questions when given', async () => {
  const dir = await siteCopy();
  made.push(dir);
  await writeFile(path.join(dir, 'subservices/local-seo.yml'), stub);
  const doc = renderDom(await loadSite(dir), '/services/Subservices/local-seo');
  const main = doc.querySelector('main')!;
  expect(main.querySelector('h1')!.text).toBe('Local SEO');
  expect(main.querySelectorAll('h2').map((h) => h.text.trim())).toEqual(
    expect.arrayContaining(['What you get', 'Asked before buying']),
  );
  const details = main.querySelector('.stub-details')!;
  expect(details.getAttribute('aria-labelledby')).toBe(details.querySelector('h2')!.id);
  expect(details.querySelectorAll('li').map((li) => li.text.trim())).toEqual(['A profile check', 'Ten citations']);
  expect(details.querySelector('.stub-turnaround')!.text.trim()).toBe('Ready in5 business days');
  expect(main.querySelector('.stub-quote blockquote')!.text).toBe('Calls went up.');
  expect(main.querySelector('.stub-quote figcaption')!.text).toBe('R. Das');
  expect(main.querySelectorAll('details.faq summary').map((s) => s.text)).toEqual([
    'Do I need a website?',
    'How do I pay?',
  ]);
  expect(main.querySelector('.hero-stub')!.classList.contains('hero-stub-more')).toBe(true);
});

it('shows nothing more than title, tagline and price when the stub gives none of them', async () => {
  const doc = renderDom(await loadSite(minimalSite), '/services/Subservices/local-seo');
  const main = doc.querySelector('main')!;
  expect(main.querySelectorAll(':scope > section, :scope > div')).toHaveLength(1);
  expect(main.querySelector('.stub-details, .stub-quote, details.faq')).toBeNull();
  expect(main.querySelector('.hero-stub')!.classList.contains('hero-stub-more')).toBe(false);
});

it('names an empty list and a turnaround written as plain text', async () => {
  const dir = await siteCopy('bad-stub-details');
  made.push(dir);
  const result = await loadContent(dir, defaultSite.kinds);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.diagnostics.map((d) => [d.field, d.line, d.file.replace(/.*content\//, '')])).toEqual([
    ['included.items', 8, 'subservices/local-seo.yml'],
    ['turnaround', 9, 'subservices/local-seo.yml'],
  ]);
  expect(result.diagnostics[0]!.message).toBe('the list has too few entries: add at least 1, one "- item" per line');
});
