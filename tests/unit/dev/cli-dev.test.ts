// `agency-site dev` as a user runs it: prints the URL, serves, and stops cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyContent } from './helpers.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
let site: Awaited<ReturnType<typeof copyContent>>;

beforeAll(async () => {
  site = await copyContent();
});
afterAll(() => site?.cleanup());

// From elsewhere too: the engine's TypeScript settings (JSX) are the project's, not the folder's.
test.each([
  ['the project', repo],
  ['another folder', os.tmpdir()],
])(
  'prints the URL, serves pages, and exits 0 on SIGINT, run from %s',
  async (_, cwd) => {
    const child = spawn(
      process.execPath,
      [path.join(repo, 'bin/agency-site.js'), 'dev', '--content', site.contentDir, '--port', '0'],
      { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const built = new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: string) => {
        out += d;
        const url = /agency-site dev {2}(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
        if (url && / built \d+ pages · \d+ ms/.test(out)) resolve(url);
      });
      void exited.then(() => reject(new Error(`dev exited early:\n${out}`)));
    });
    try {
      const url = await built;
      const res = await fetch(url + '/about');
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/<title>About\b/);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(out).toContain('stopping the dev server');
    } finally {
      child.kill('SIGKILL');
    }
  },
  60_000,
);
