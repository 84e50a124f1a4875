// What content may write into the CSP and the host files (src/site/shared/web-values.ts): each
// value parsed into a form no host language reads as syntax, or refused saying why.
import { describe, expect, it } from 'vitest';
import { classifyHref } from '../../../src/site/model/href.ts';
import { parseOldPath, parseOrigin, parseRedirectTarget } from '../../../src/site/shared/web-values.ts';

const problem = (r: { ok: boolean; problem?: string }) => (r.ok ? undefined : r.problem);

describe('origins that enter a Content-Security-Policy', () => {
  it.each([
    ['https://cdn;sandbox;x.example.in/p.jpg', /has the host "cdn;sandbox;x\.example\.in", which is not a host name/],
    ['https://*/', /has the host "\*"/],
    ['https://a,b/', /has the host "a,b"/],
    ["https://a'b.example/", /has the host "a'b\.example"/],
    ['https://a%2cb.example/', /has the host "a,b\.example"/], // the URL parser decodes it first
    ['https://cdn.example.in./p.jpg', /has the host "cdn\.example\.in\."/],
    ['https://cdn_1.example.in/', /not a host name/],
    [`https://${'a'.repeat(64)}.example/`, /not a host name/],
    ['https://cdn.example.in\u00a0/p.jpg', /contains a no-break space \(U\+00A0\)/],
    ['https://cdn.exam\u200bple.in/p.jpg', /contains a zero-width space \(U\+200B\)/], // the URL parser would drop it from the host
    ['https://cdn.example.in\u2028/p.jpg', /contains a line separator \(U\+2028\)/],
    ['ftp://cdn.example.in/', /must start with https:\/\/ or http:\/\//],
    // Chromium ignores an IPv6 source as invalid: the picture would be blocked.
    ['http://[::1]:8080/p.png', /has the IPv6 address \[::1\] as its host: write the host's name instead/],
  ])('%s is refused', (raw, says) => {
    expect(problem(parseOrigin(raw))).toMatch(says);
    // The same rule decides whether content may link or show it at all.
    expect(classifyHref(raw)).toBe('invalid');
  });

  it.each([
    ['https://CDN.Example.in/a.jpg', 'https://cdn.example.in'],
    ['https://bücher.example/a.jpg', 'https://xn--bcher-kva.example'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080'],
    ['https://user@pics.example.net/e.jpg', 'https://pics.example.net'],
    ['https://pics.example.net/a b\u200b.jpg', 'https://pics.example.net'], // its path is encoded: the origin is what it says
  ])('%s is the origin %s', (raw, origin) => {
    expect(parseOrigin(raw)).toEqual({ ok: true, value: origin });
  });
});

describe('redirect targets', () => {
  it.each([
    ['https://evil.example/page.html 200!', /contains a space: write it as %20/],
    ['https://evil.example/page.html\u00a0200!', /no-break space/],
    ['https://evil.example/page.html\t200!', /a tab/],
    ['/services/seo\u2028', /line separator/],
    ['/services/seo\u200b', /zero-width space/],
    ['/services/seo #', /contains a space/],
    ['/services/seo#faq', /contains "#": a redirect leads to a page, not to a place on it/],
    ['/services/100%', /a "%" that does not start a %-escape: write it as %25/],
    ['http://example.in/', /must start with https:\/\//],
    ['https://user:pw@example.in/', /must not carry a user name or password/],
    ['//evil.example/', /a path starts with one "\/"/],
    ['/\\evil.example/', /no backslash/],
    ['services/seo', /must be a site path/],
    [`/${'a'.repeat(701)}`, /is 702 characters written out: a redirect's target may have at most 700/],
  ])('%s is refused', (raw, says) => {
    expect(problem(parseRedirectTarget(raw))).toMatch(says);
  });

  it.each([
    ['/services/seo', '/services/seo'],
    ['/a$b*c:d', '/a%24b%2Ac%3Ad'], // nginx's variables, the hosts' splats and placeholders
    ['/q?x="{y}"&z=1', '/q?x=%22%7By%7D%22&z=1'],
    ['/café', '/caf%C3%A9'],
    ['/already%20encoded', '/already%20encoded'],
    ['https://Example.IN:8443/price?$x=1', 'https://example.in:8443/price?%24x=1'],
    ['https://example.in', 'https://example.in/'],
  ])('%s is written %s', (raw, written) => {
    expect(parseRedirectTarget(raw)).toEqual({ ok: true, value: written });
  });
});

describe('old paths', () => {
  it('are capped: 100 characters a part, 250 in all, so that the page written there can be made on any file system', () => {
    expect(parseOldPath(`/blog/${'a'.repeat(100)}`).ok).toBe(true);
    expect(problem(parseOldPath(`/blog/${'a'.repeat(101)}`))).toMatch(/has a part of 101 characters .*at most 100/);
    expect(problem(parseOldPath(`/${'a'.repeat(90)}/${'b'.repeat(90)}/${'c'.repeat(70)}`))).toMatch(
      /is 253 characters: an old path may have at most 250/,
    );
    expect(problem(parseOldPath('/old page'))).toMatch(/must be an old page path/);
  });
});
