// serve.ts on its own (the browser tests and the dev server both use it): a static host's answers.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listen, refuseTarget, staticHandler, type RunningServer } from '../../../src/site/serve.ts';
import { rawGet } from './helpers.ts';

let tmp: string;
let server: RunningServer;
const secret = 'SECRET-' + Math.random().toString(36).slice(2);

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-serve-test-'));
  const root = path.join(tmp, 'site');
  await mkdir(path.join(root, 'about'), { recursive: true });
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'services', 'Subservices', 'local-seo'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!DOCTYPE html><p>home</p>');
  await writeFile(path.join(root, 'about', 'index.html'), '<!DOCTYPE html><p>about</p>');
  await writeFile(path.join(root, 'services', 'Subservices', 'local-seo', 'index.html'), '<p>local seo</p>');
  await writeFile(path.join(root, '404.html'), '<!DOCTYPE html><p>not found page</p>');
  await writeFile(path.join(root, 'assets', 'styles-abc.css'), 'body{}');
  await writeFile(path.join(root, 'assets', 'client-abc.js'), 'export {}');
  await writeFile(path.join(root, 'sitemap.xml'), '<urlset/>');
  await writeFile(path.join(root, '.env'), secret);
  await writeFile(path.join(tmp, 'secret.txt'), secret);
  await writeFile(path.join(tmp, 'site-other.txt'), secret); // shares the root's name as a prefix
  server = await listen(staticHandler(root, { dev: true }), { port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('like a static host', () => {
  test.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/services/Subservices/local-seo', 'local seo'],
  ])('%s serves its index.html', async (target, text) => {
    const res = await fetch(server.url + target);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(text);
  });

  test('case is kept: a different case is not found', async () => {
    expect((await fetch(server.url + '/services/subservices/local-seo')).status).toBe(404);
  });

  test('unknown paths get 404.html with status 404', async () => {
    const res = await fetch(server.url + '/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('not found page');
  });

  test.each([
    ['/assets/styles-abc.css', /^text\/css/],
    ['/assets/client-abc.js', /^text\/javascript|^application\/javascript/],
    ['/sitemap.xml', /xml/],
  ])('%s has the right MIME type', async (target, type) => {
    const res = await fetch(server.url + target);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
  });

  test('hashed assets are cached for ever, pages revalidated', async () => {
    expect((await fetch(server.url + '/assets/styles-abc.css')).headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(server.url + '/about')).headers.get('cache-control')).toBe('no-cache');
  });

  test('no directory listing', async () => {
    const res = await fetch(server.url + '/assets/');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('styles-abc.css');
  });

  test('only GET and HEAD', async () => {
    expect((await fetch(server.url + '/', { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(server.url + '/', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('nothing outside the root, in any encoding', () => {
  test.each([
    '/../secret.txt',
    '/../site-other.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/.%2E/secret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/%00../secret.txt',
    '/.env',
    '/assets/../.env',
    '/%2eenv',
  ])('%s', async (target) => {
    const res = await rawGet(server.url, target);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body).not.toContain(secret);
  });
});

test.each([
  ['/about', undefined],
  ['/blog?page=2', undefined],
  ['/.well-known/security.txt', undefined],
  ['/../x', 403],
  ['/a/./b', 403],
  ['/%2e%2e/x', 400],
  ['/%252e', 400],
  ['/a\\b', 400],
  ['/%E0%A4%A', 400],
  ['/.git/config', 404],
  ['http://evil.example/', 400],
])('refuseTarget(%s) → %s', (target, status) => {
  expect(refuseTarget(target)?.status).toBe(status);
});
