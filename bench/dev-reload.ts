// How long from saving a blog post to the browser being told to reload, with `agency-site dev`.
// The clock starts before the file is written and stops when the reload event for that post's
// page arrives on the dev server's event stream (read over HTTP, as the browser reads it).
//
//   npm run bench:dev                      this site and a site with 1,000 generated posts
//   npm run bench:dev -- --saves 50 --posts 4000
//
// Goals (issue 6): under 50 ms on this site, under 100 ms with 1,000 posts.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '../src/site/content/load.ts';
import { startDev } from '../src/site/dev/index.ts';
import { createBenchSite, repoContent } from './generate-posts.ts';
import { SseClient } from '../tests/unit/dev/helpers.ts';
import { defaultSite } from '../src/site/default-site.ts';

const { values } = parseArgs({
  options: {
    saves: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    posts: { type: 'string', default: '1000' },
  },
});
const saves = Number(values.saves);
const warmup = Number(values.warmup);
const posts = Number(values.posts);

interface Scenario {
  name: string;
  contentDir: string;
  goalMs: number;
}

/** The time the reload event naming `route` arrives, with the dev tests' event-stream reader. */
function reloadOf(events: SseClient, route: string): Promise<number> {
  events.mark();
  return events
    .next((e) => e.event === 'reload' && (e.data.pages === '*' || e.data.pages.includes(route)), 10_000)
    .then(() => performance.now());
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function measure(s: Scenario) {
  const loaded = await loadContent(s.contentDir, defaultSite.kinds);
  if (!loaded.ok) throw new Error(`${s.contentDir} does not load`);
  // A post with its own page, from the middle of the listing.
  const withPage = loaded.content.posts.filter((p) => !p.data.url);
  const post = withPage[Math.floor(withPage.length / 2)]!;
  const file = path.join(s.contentDir, 'blog', `${post.slug}.md`);
  const route = `/blog/${post.slug}`;
  const original = await readFile(file, 'utf8');

  const serverMs: number[] = [];
  const t0 = performance.now();
  const dev = await startDev({
    contentDir: s.contentDir,
    port: 0,
    host: '127.0.0.1',
    watchCode: false,
    log: (line) => {
      const m = / · (\d+) ms$/.exec(line);
      if (m && line.includes(path.basename(file)) && line.includes('pages rebuilt')) serverMs.push(Number(m[1]));
    },
  });
  await dev.ready;
  const startupMs = performance.now() - t0;
  const events = await SseClient.open(dev.url);

  const results: Record<'body' | 'title', number[]> = { body: [], title: [] };
  const pagesPerSave: number[] = [];
  try {
    for (let i = 0; i < warmup + saves; i++) {
      for (const kind of ['body', 'title'] as const) {
        const text =
          kind === 'body'
            ? `${original.trimEnd()}\n\nEdited paragraph ${i}.\n`
            : original.replace(/^title: .*$/m, `title: "Edited title ${i}"`);
        const arrived = reloadOf(events, route);
        const start = performance.now();
        await writeFile(file, text);
        const end = await arrived;
        if (i >= warmup) results[kind].push(end - start);
        await dev.idle();
        // Like a person saving: the next save comes after the watcher's 50 ms quiet window.
        await new Promise((r) => setTimeout(r, 120));
        await dev.idle();
      }
    }
  } finally {
    events.close();
    await writeFile(file, original);
    await dev.close();
  }
  return { startupMs, results, serverMs, routes: loaded.content.posts.length, pagesPerSave };
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-dev-'));
  try {
    const here = path.join(tmp, 'this-site');
    await cp(repoContent, here, { recursive: true });
    const { contentDir: big } = await createBenchSite({ outDir: path.join(tmp, `posts-${posts}`), count: posts, seed: 1 });
    const scenarios: Scenario[] = [
      { name: 'this site', contentDir: here, goalMs: 50 },
      { name: `${posts.toLocaleString('en')} more posts`, contentDir: big, goalMs: 100 },
    ];
    console.log(`save-to-reload: ${saves} saves of each kind per site, after ${warmup} warm-up saves (node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)})`);
    console.log('site                 blog posts  edit    median     p95        min        max        goal');
    for (const s of scenarios) {
      const r = await measure(s);
      for (const kind of ['body', 'title'] as const) {
        const sorted = [...r.results[kind]].sort((a, b) => a - b);
        const p50 = pct(sorted, 50);
        const p95 = pct(sorted, 95);
        const ok = p95 < s.goalMs ? '✓' : p50 < s.goalMs ? '~' : '✗';
        console.log(
          `${s.name.padEnd(20)} ${String(r.routes).padStart(10)}  ${kind.padEnd(6)}  ${ms(p50).padEnd(9)}  ${ms(p95).padEnd(9)}  ${ms(sorted[0]!).padEnd(9)}  ${ms(sorted.at(-1)!).padEnd(9)}  ${ok} < ${s.goalMs} ms`,
        );
      }
      console.log(`${''.padEnd(20)} dev server ready in ${ms(r.startupMs)}; rebuild as logged by the server: median ${ms(pct([...r.serverMs].sort((a, b) => a - b), 50))}`);
    }
    console.log('(✓ p95 under the goal, ~ median under it, ✗ median over it)');
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
