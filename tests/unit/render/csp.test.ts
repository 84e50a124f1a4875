// The CSP's img-src (csp.ts): every host content loads an image from, named as the browser
// names its origin, and nothing else.
import { expect, it } from 'vitest';
import { contentSecurityPolicy, imageOrigins } from '../../../src/site/csp.ts';

type Sources = Parameters<typeof imageOrigins>[0];

function content(images: string[], extra: Partial<Sources> = {}): Sources {
  return {
    site: { logo: { src: '/logo.svg' } },
    pages: [],
    blogPage: {},
    subservices: [],
    posts: images.map((image) => ({ data: { image } })),
    ...extra,
  } as unknown as Sources;
}

it('names each image host by its origin, as a browser sees it', () => {
  const images = [
    'https://images.unsplash.com/photo-1?w=1200&h=630',
    'https://images.unsplash.com/photo-2',
    'https://CDN.Example.com/a.jpg', // hosts are case-insensitive
    'https://img.example.org:443/b.jpg', // the default port is not part of the origin
    'http://img.example.org:8080/c.jpg',
    'https://0x7f.1/d.jpg', // a numeric host is an IPv4 address: 127.0.0.1
    'https://user@pics.example.net/e.jpg',
  ];
  expect(imageOrigins(content(images))).toEqual(
    ['http://img.example.org:8080', 'https://127.0.0.1', 'https://cdn.example.com', 'https://images.unsplash.com', 'https://img.example.org', 'https://pics.example.net'],
  );
  expect(contentSecurityPolicy({ leadServiceUrl: '', imageOrigins: imageOrigins(content(images.slice(0, 1))) })).toContain(
    "img-src 'self' data: https://images.unsplash.com;",
  );
});

it('is worked out again for other content sharing the same posts', () => {
  const first = content(['https://a.example/1.jpg']);
  expect(imageOrigins(first)).toEqual(['https://a.example']);
  const other = { ...first, site: { logo: { src: 'https://b.example/logo.svg' } } } as unknown as Sources;
  expect(imageOrigins(other)).toEqual(['https://a.example', 'https://b.example']);
});
