import { expect, test } from 'vitest';
import { allowSameOriginConnect, injectDevSnippet } from '../../../src/site/dev/inject.ts';

test("connect-src gets 'self', replacing 'none' and keeping other sources", () => {
  expect(allowSameOriginConnect("default-src 'self'; connect-src 'none'; img-src 'self'")).toBe(
    "default-src 'self'; connect-src 'self'; img-src 'self'",
  );
  expect(allowSameOriginConnect('connect-src https://leads.example.in')).toBe(
    "connect-src 'self' https://leads.example.in",
  );
  expect(allowSameOriginConnect("default-src 'self'")).toBe("default-src 'self'; connect-src 'self'");
});

test('the snippet is one external script at the end of <head>, and the CSP meta allows its stream', () => {
  const html =
    '<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; connect-src &#x27;none&#x27;"/>' +
    '<script type="application/ld+json">{"a":"\\u003c/head>"}</script></head><body><p>&lt;/head&gt;</p></body></html>';
  const out = injectDevSnippet(html, '/blog/a"b');
  expect(out).toContain('content="default-src &#x27;self&#x27;; connect-src &#x27;self&#x27;"');
  expect(out).toContain('<script type="module" src="/__agency/reload.js" data-route="/blog/a&quot;b"></script></head>');
  expect(out.match(/__agency/g)).toHaveLength(1);
  expect(
    out
      .replace(/<script type="module" src="\/__agency[^>]*><\/script>/, '')
      .replace(/connect-src &#x27;self&#x27;/, 'connect-src &#x27;none&#x27;'),
  ).toBe(html);
});
