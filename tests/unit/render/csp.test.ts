// The CSP's img-src (csp.ts, images/prepare.ts): every host a page still loads a picture from, named
// as the browser names its origin, and nothing else.
import { expect, it } from 'vitest';
import { contentSecurityPolicy, mergeCspAdditions, ownSources } from '../../../src/site/csp.ts';
import { linkedOrigins } from '../../../src/site/images/prepare.ts';

const refs = (srcs: string[]) => srcs.map((src) => ({ src, use: 'card' as const }));

it('names each picture host by its origin, as a browser sees it', () => {
  const images = [
    'https://images.unsplash.com/photo-1?w=1200&h=630',
    'https://images.unsplash.com/photo-2',
    'https://CDN.Example.com/a.jpg', // hosts are case-insensitive
    'https://img.example.org:443/b.jpg', // the default port is not part of the origin
    'http://img.example.org:8080/c.jpg',
    'https://0x7f.1/d.jpg', // a numeric host is an IPv4 address: 127.0.0.1
    'https://user@pics.example.net/e.jpg',
  ];
  expect(linkedOrigins(refs(images), {})).toEqual([
    'http://img.example.org:8080',
    'https://127.0.0.1',
    'https://cdn.example.com',
    'https://images.unsplash.com',
    'https://img.example.org',
    'https://pics.example.net',
  ]);
  expect(
    contentSecurityPolicy({ leadServiceUrl: '', imageOrigins: linkedOrigins(refs(images.slice(0, 1)), {}) }),
  ).toContain("img-src 'self' data: https://images.unsplash.com;");
});

it('leaves out pictures the build made, and social pictures no page loads', () => {
  const made = { base: 'assets/img/x-0', width: 10, height: 10, fallback: 'jpeg' as const, widths: [10] };
  const list = [
    ...refs(['https://a.example/1.jpg', 'https://b.example/2.jpg', 'images/local.png']),
    { src: 'https://c.example/og.png', use: 'social' as const },
  ];
  expect(linkedOrigins(list, { 'https://a.example/1.jpg': made })).toEqual(['https://b.example']);
  expect(contentSecurityPolicy({ leadServiceUrl: '', imageOrigins: [] })).toContain("img-src 'self' data:;");
});

it('widens only the directives an integration names, and adds frame-src only when a player needs it', () => {
  const plain = contentSecurityPolicy({ leadServiceUrl: 'https://leads.example' });
  expect(plain).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://leads.example; object-src 'none'; base-uri 'self'; form-action 'self'",
  );
  expect(contentSecurityPolicy({ leadServiceUrl: 'https://leads.example', additions: {} })).toBe(plain);
  const widened = contentSecurityPolicy({
    leadServiceUrl: '',
    additions: mergeCspAdditions([
      { 'script-src': ownSources('https://plausible.io'), 'connect-src': ownSources('https://plausible.io') },
      { 'frame-src': ownSources('https://www.youtube-nocookie.com'), 'script-src': ownSources('https://plausible.io') },
    ]),
  });
  expect(widened).toContain("script-src 'self' https://plausible.io;");
  expect(widened).toContain("connect-src 'self' https://plausible.io;");
  expect(widened).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  expect(widened).toContain("style-src 'self';");
});
