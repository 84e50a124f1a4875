// Markdown in articles and prose blocks: raw HTML escaped, links limited to the URL forms content
// may use, new-tab links safe, images lazy.
import { expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/site/components/markdown.ts';

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
  expect(html).toContain(
    '<a href="https://example.org/guide" title="Guide" target="_blank" rel="noopener noreferrer">a guide</a>',
  );
  expect(html).toContain('<a href="mailto:hello@example.in">mail</a>');
  expect(html).toContain(
    '<img src="https://images.example.org/shop.jpg" alt="A shop front" loading="lazy" decoding="async">',
  );
});
