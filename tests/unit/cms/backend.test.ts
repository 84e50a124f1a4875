// site.yml's `cms:` as Sveltia's backend (cms/backend.ts): where it reads and commits (`api_root`),
// where editors sign in (`base_url`, `app_id`), token sign-in alone when no OAuth is set up, and
// the schema's refusals of a field the chosen host does not use.
import { describe, expect, it } from 'vitest';
import { cmsBackend, cmsHosts } from '../../../src/site/cms/backend.ts';
import { cmsPolicy } from '../../../src/site/cms/page.ts';
import { cmsSchema } from '../../../src/site/model/schemas/cms.ts';

const settings = (input: Record<string, unknown>) => cmsSchema.parse({ repo: 'tripura-digital/agency-site', ...input });
const site = { leadServiceUrl: 'https://leads.example.in/api' };
const connectSrc = (policy: string) => /connect-src ([^;]+)/.exec(policy)![1]!.split(' ');

describe("the CMS's Git backend from site.yml", () => {
  it('GitHub: token sign-in only without an OAuth client; with authUrl, sign-in through it (not fetched: the API stays the one origin)', () => {
    const plain = settings({ backend: 'github' });
    expect(cmsBackend(plain)).toEqual({
      name: 'github',
      repo: 'tripura-digital/agency-site',
      branch: 'main',
      auth_methods: ['token'],
    });
    const withClient = settings({ backend: 'github', authUrl: 'https://sveltia-cms-auth.example.workers.dev/' });
    expect(cmsBackend(withClient)).toEqual({
      name: 'github',
      repo: 'tripura-digital/agency-site',
      branch: 'main',
      base_url: 'https://sveltia-cms-auth.example.workers.dev',
    });
    expect(connectSrc(cmsPolicy(site, cmsHosts(withClient)))).not.toContain(
      'https://sveltia-cms-auth.example.workers.dev',
    );
  });

  it('GitLab: its OAuth application ID signs in from the browser (PKCE); gitlab.com is the API', () => {
    const cms = settings({ backend: 'gitlab', appId: 'a1b2c3' });
    expect(cmsBackend(cms)).toEqual({
      name: 'gitlab',
      repo: 'tripura-digital/agency-site',
      branch: 'main',
      app_id: 'a1b2c3',
      auth_type: 'pkce',
    });
    expect(cmsHosts(cms).connect).toContain('https://gitlab.com');
  });

  it('a self-hosted GitLab or Gitea (Codeberg): both its API and its sign-in at its address, and that origin in connect-src', () => {
    const gitlab = settings({ backend: 'gitlab', baseUrl: 'https://git.example.in/', appId: 'a1b2c3', branch: 'live' });
    expect(cmsBackend(gitlab)).toEqual({
      name: 'gitlab',
      repo: 'tripura-digital/agency-site',
      branch: 'live',
      api_root: 'https://git.example.in/api/v4',
      base_url: 'https://git.example.in',
      app_id: 'a1b2c3',
      auth_type: 'pkce',
    });
    expect(connectSrc(cmsPolicy(site, cmsHosts(gitlab)))).toContain('https://git.example.in');
    expect(cmsHosts(gitlab)).toEqual({
      connect: ['https://git.example.in'],
      img: ['https://git.example.in', 'https://secure.gravatar.com'],
    });
    const codeberg = settings({ backend: 'gitea', baseUrl: 'https://codeberg.org', appId: 'f00d' });
    expect(cmsBackend(codeberg)).toEqual({
      name: 'gitea',
      repo: 'tripura-digital/agency-site',
      branch: 'main',
      api_root: 'https://codeberg.org/api/v1',
      base_url: 'https://codeberg.org',
      app_id: 'f00d',
    });
    expect(cmsBackend(settings({ backend: 'gitea', baseUrl: 'https://git.example.in' }))).toMatchObject({
      api_root: 'https://git.example.in/api/v1',
      auth_methods: ['token'],
    });
  });

  it("lets /admin/ reach what the pinned bundle reaches of each host: its API, github.com's and gitlab.com's status checks, the editor's avatar", () => {
    const policy = (input: Record<string, unknown>) => cmsPolicy(site, cmsHosts(settings(input)));
    const directive = (p: string, name: string) => new RegExp(`${name} ([^;]+)`).exec(p)![1]!.split(' ');
    const github = policy({ backend: 'github' });
    expect(directive(github, 'connect-src')).toEqual([
      "'self'",
      'https://leads.example.in',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(directive(github, 'img-src')).toEqual(
      expect.arrayContaining(['blob:', 'https://avatars.githubusercontent.com']),
    );
    expect(directive(policy({ backend: 'gitlab' }), 'connect-src')).toEqual(
      expect.arrayContaining(['https://gitlab.com', 'https://status-api.hostedstatus.com']),
    );
    // An editor with no picture of their own on GitLab shows Gravatar's.
    expect(directive(policy({ backend: 'gitlab' }), 'img-src')).toEqual(
      expect.arrayContaining(['https://gitlab.com', 'https://secure.gravatar.com']),
    );
    expect(directive(github, 'img-src')).not.toContain('https://secure.gravatar.com');
    expect(directive(policy({ backend: 'gitea' }), 'connect-src')).toEqual([
      "'self'",
      'https://leads.example.in',
      'data:',
      'https://gitea.com',
    ]);
  });

  it('refuses a field the chosen host does not use, naming it and what to write instead', () => {
    const issues = (input: Record<string, unknown>) =>
      (cmsSchema.safeParse({ repo: 'a/b', ...input }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(issues({ backend: 'github', baseUrl: 'https://git.example.in' })).toEqual([
      ['baseUrl', expect.stringContaining('authUrl')],
    ]);
    expect(issues({ backend: 'github', appId: 'x' })).toEqual([['appId', expect.stringContaining('authUrl')]]);
    expect(issues({ backend: 'gitlab', authUrl: 'https://auth.example.in' })).toEqual([
      ['authUrl', expect.stringContaining('appId')],
    ]);
    expect(issues({ backend: 'gitea', authUrl: 'https://auth.example.in', appId: 'x' })).toEqual([
      ['authUrl', expect.stringContaining('appId')],
    ]);
    expect(issues({ backend: 'gitlab', appId: '' })).toEqual([['appId', 'must not be empty']]);
  });
});
