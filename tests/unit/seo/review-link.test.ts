// docs/editing.md's `/review` short link: a redirect of site.yml to the Business Profile's review
// form builds as a 301 line and a page at /review, and check passes it.
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

let content: string | undefined;
afterAll(() => content && removeSite(content));

it('a /review redirect to the review form builds and passes check', async () => {
  content = await siteCopy();
  const form = 'https://g.page/r/CXyZ123AbC/review';
  await appendFile(path.join(content, 'site.yml'), `redirects:\n  - { from: /review, to: '${form}' }\n`);
  const env = { AGENCY_SITE_CACHE_DIR: path.join(path.dirname(content), 'cache') };
  const out = path.join(path.dirname(content), 'dist');
  const built = await runCli(['build', '--content', content, '--out', out], { env, timeout: 60_000 });
  expect(built.code).toBe(0);
  expect(await readFile(path.join(out, '_redirects'), 'utf8')).toContain(`/review ${form} 301`);
  expect(await readFile(path.join(out, 'review/index.html'), 'utf8')).toContain(`url=${form}`);
  const checked = await runCli(['check', '--content', content], { env, timeout: 60_000 });
  expect(checked.stdout + checked.stderr).toContain('check passed');
}, 120_000);
