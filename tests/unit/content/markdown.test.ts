// Markdown in articles and prose blocks: raw HTML escaped, links limited to the URL forms content
// may use, new-tab links safe, images lazy. A page may be rendered with its Markdown left for the
// page writer's thread to fill: the filled page is the page rendered at once, character for character.
import { expect, it } from 'vitest';
import { fillMarkdown } from '../../../src/site/content/markdown-it.mjs';
import { deferMarkdown, renderMarkdown, type DeferredMarkdown } from '../../../src/site/content/markdown.ts';

const fillDeferred = (html: string, markdown: DeferredMarkdown) => fillMarkdown(html, markdown, renderMarkdown);

const source = [
  '## Hello',
  '',
  'See [our contact page](/contact), [a guide](https://example.org/guide "Guide") and [mail](mailto:hello@example.in).',
  '',
  '<script>alert(1)</script> [bad](javascript:alert(1)) [protocol-relative](//evil.example/x)',
  '',
  '![A shop front](https://images.example.org/shop.jpg)',
].join('\n');

it('escapes raw HTML, drops links content may not use, and makes external links and images safe', () => {
  const html = renderMarkdown(source);
  expect(html).toContain('<h2>Hello</h2>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<script');
  expect(html).not.toMatch(/href="(javascript:|\/\/)/);
  expect(html).toContain('<a href="/contact">our contact page</a>');
  expect(html).toContain('<a href="https://example.org/guide" title="Guide" target="_blank" rel="noopener noreferrer">a guide</a>');
  expect(html).toContain('<a href="mailto:hello@example.in">mail</a>');
  expect(html).toContain('<img src="https://images.example.org/shop.jpg" alt="A shop front" loading="lazy" decoding="async">');
});

it('a deferred render holds markers that fill to exactly the page rendered at once', () => {
  const page = (body: string, aside: string) => `<main><div class="prose">${renderMarkdown(body)}</div><aside>${renderMarkdown(aside)}</aside><div>${renderMarkdown(body)}</div></main>`;
  const direct = page(source, '*aside*');
  const { value, markdown } = deferMarkdown(() => page(source, '*aside*'));
  expect(value).not.toContain('<h2>');
  expect(markdown!.sources).toEqual([source, '*aside*']); // the same text once
  expect(fillDeferred(value, markdown!)).toBe(direct);
  // Outside a deferred render, Markdown renders at once again.
  expect(renderMarkdown('*x*')).toBe('<p><em>x</em></p>\n');
});

it('a page without Markdown has nothing to fill; a failed render leaves deferring off', () => {
  expect(deferMarkdown(() => '<p>plain</p>')).toEqual({ value: '<p>plain</p>' });
  expect(() => deferMarkdown(() => {
    renderMarkdown('*x*');
    throw new Error('render failed');
  })).toThrow('render failed');
  expect(renderMarkdown('*x*')).toBe('<p><em>x</em></p>\n');
});

it('content cannot spell a marker: only this process’s markers are filled', () => {
  const { value, markdown } = deferMarkdown(() => renderMarkdown('*real*'));
  const nonce = /<!--agency-site markdown (\w+) 0-->/.exec(value)![1]!;
  // A marker with another nonce (or any text written like one) stays as it is.
  const forged = `<!--agency-site markdown ${nonce.replace(/./, (c) => (c === '0' ? '1' : '0'))} 0-->`;
  expect(fillDeferred(`${forged}${value}`, markdown!)).toBe(`${forged}<p><em>real</em></p>\n`);
  // Markdown that writes one renders it as text, escaped.
  const written = renderMarkdown(`<!--agency-site markdown ${nonce} 0-->`);
  expect(written).toMatch(/^<p>&lt;!.*agency-site markdown/);
  expect(written).not.toContain('<!--');
});
