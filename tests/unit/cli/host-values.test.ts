// What content writes into the host files and the policy, as a hostile or careless editor would
// write it, through the real CLI: `check` and `build` both refuse, exit 1, naming file, line and
// field, and the build leaves dist/ as it was. (Every field against every syntax character: the
// fuzz test, tests/unit/hosting/fuzz.test.ts.)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';
import { snapshot } from '../output/snapshot.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map(removeSite));
});

interface Refused {
  field: string;
  says: RegExp;
}

/** check and build on `content`, the build into an output built before: both refuse every one of `refused`. */
async function bothRefuse(
  content: string,
  refused: readonly (Refused & { file: string; line: number })[],
): Promise<void> {
  const dir = path.dirname(content);
  const env = { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') };
  const dist = path.join(dir, 'dist');
  const before = await snapshot(dist).catch(() => ({}));
  for (const args of [
    ['check', '--content', content],
    ['build', '--content', content, '--out', dist],
  ]) {
    const run = await runCli(args, { env, timeout: 90_000 });
    expect(run.code, `${args[0]}: ${run.stdout}${run.stderr}`).toBe(1);
    const said = run.stdout + run.stderr;
    for (const r of refused) {
      const at = new RegExp(
        `${r.file.replace(/[.]/g, '\\.')}:${r.line}\\s+\\S+\\s+${r.field.replace(/[.]/g, '\\.')}\\s+.*${r.says.source}`,
      );
      expect(said, `${args[0]} ${r.field}`).toMatch(at);
    }
    expect(said, args[0]).not.toMatch(/Internal error|\n\s+at /);
  }
  expect(await snapshot(dist).catch(() => ({}))).toEqual(before);
}

/** The minimal site, built once (so that a refused build has an output to leave alone), with `yaml` after its site.yml. */
async function siteWith(yaml: string): Promise<{ content: string; first: number }> {
  const content = await siteCopy();
  made.push(content);
  const dir = path.dirname(content);
  const built = await runCli(['build', '--content', content, '--out', path.join(dir, 'dist')], {
    env: { AGENCY_SITE_CACHE_DIR: path.join(dir, 'cache') },
    timeout: 90_000,
  });
  expect(built.code).toBe(0);
  const file = path.join(content, 'site.yml');
  const text = await readFile(file, 'utf8');
  await writeFile(file, text + yaml);
  return { content, first: text.split('\n').length };
}

describe('redirect fields', () => {
  it('a target carrying a second rule (a forced proxy), a no-break space, U+2028, a tab or a trailing " #" is refused', async () => {
    const targets = [
      'https://evil.example/page.html 200!',
      'https://evil.example/page.html\\u00a0200!',
      '/con\\u2028tact',
      '/contact\\t200',
      '/contact #',
    ];
    const yaml = `redirects:\n${targets.map((to, i) => `  - from: /old-${i}\n    to: "${to}"\n`).join('')}`;
    const { content, first } = await siteWith(yaml);
    await bothRefuse(content, [
      { file: 'site.yml', line: first + 2, field: 'redirects.0.to', says: /contains a space: write it as %20/ },
      { file: 'site.yml', line: first + 4, field: 'redirects.1.to', says: /contains a no-break space \(U\+00A0\)/ },
      { file: 'site.yml', line: first + 6, field: 'redirects.2.to', says: /contains a line separator \(U\+2028\)/ },
      { file: 'site.yml', line: first + 8, field: 'redirects.3.to', says: /contains a tab/ },
      { file: 'site.yml', line: first + 10, field: 'redirects.4.to', says: /contains a space/ },
    ]);
  }, 180_000);

  it('an alias with a 300-character part is refused by check too, before the build could fail on it', async () => {
    const content = await siteCopy();
    made.push(content);
    const post = path.join(content, 'blog/first-post.md');
    await writeFile(
      post,
      (await readFile(post, 'utf8')).replace(/^title:/m, `aliases: [/blog/${'a'.repeat(300)}]\ntitle:`),
    );
    await bothRefuse(content, [
      { file: 'blog/first-post.md', line: 2, field: 'aliases.0', says: /has a part of 300 characters .*at most 100/ },
    ]);
  }, 180_000);
});

describe('origins that enter the Content-Security-Policy', () => {
  it('a picture host carrying a directive, a wildcard lead service, a host with a comma and a wildcard analytics script are refused', async () => {
    const { content, first } = await siteWith(
      'analytics:\n  provider: plausible\n  domain: www.example.in\n  src: "https://*/js/script.js"\n',
    );
    const site = path.join(content, 'site.yml');
    const text = await readFile(site, 'utf8');
    await writeFile(
      site,
      text
        .replace(/^leadServiceUrl: .*$/m, 'leadServiceUrl: "https://*/"')
        .replace(/^(\s+url: )https:\/\/www\.linkedin\.com\S*$/m, '$1"https://a,b/"'),
    );
    const post = path.join(content, 'blog/first-post.md');
    await writeFile(
      post,
      (await readFile(post, 'utf8')).replace(/^image: .*$/m, 'image: https://cdn;sandbox;x.example.in/p.jpg'),
    );
    const lineOf = (t: string, re: RegExp) => t.split('\n').findIndex((l) => re.test(l)) + 1;
    await bothRefuse(content, [
      {
        file: 'blog/first-post.md',
        line: 4,
        field: 'image',
        says: /has the host "cdn;sandbox;x\.example\.in", which is not a host name/,
      },
      { file: 'site.yml', line: lineOf(text, /^leadServiceUrl:/), field: 'leadServiceUrl', says: /has the host "\*"/ },
      { file: 'site.yml', line: lineOf(text, /linkedin/), field: 'social.0.url', says: /has the host "a,b"/ },
      {
        file: 'site.yml',
        line: first + 3,
        field: 'analytics.src',
        says: /has the host "\*", which is not a host name/,
      },
    ]);
  }, 180_000);

  it('a lead-service flag or variable with such a host is a usage error (exit 2)', async () => {
    const content = await siteCopy();
    made.push(content);
    const dist = path.join(path.dirname(content), 'dist');
    const flag = await runCli(['build', '--content', content, '--out', dist, '--lead-service', 'https://*/'], {
      timeout: 60_000,
    });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(
      /--lead-service must be an absolute http\(s\) URL whose host is a host name; it has the host "\*"/,
    );
    const variable = await runCli(['build', '--content', content, '--out', dist], {
      env: { AGENCY_LEAD_SERVICE_URL: 'https://leads.example.in;sandbox' },
      timeout: 60_000,
    });
    expect(variable.code).toBe(2);
    expect(variable.stderr).toMatch(/AGENCY_LEAD_SERVICE_URL must be an absolute http\(s\) URL/);
  }, 120_000);
});
