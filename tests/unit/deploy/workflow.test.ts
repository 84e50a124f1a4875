// The shipped GitHub Actions workflow (.github/workflows/deploy.yml, docs/deploying.md): valid by
// @action-validator/cli (GitHub's own schema), and doing what the site relies on: check before
// build, the build cache kept between runs in the folder the build uses, dist/ uploaded to Pages.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '../../helpers/sites.ts';

const exec = promisify(execFile);
const workflowFile = path.join(root, '.github/workflows/deploy.yml');
const validator = path.join(root, 'node_modules/@action-validator/cli/cli.mjs');

type Env = Record<string, string>;
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Env;
}
interface Job {
  needs?: string | string[];
  env?: Env;
  steps: Step[];
  environment?: { name: string };
}
interface Workflow {
  on: { push?: { branches: string[] }; workflow_dispatch?: unknown; schedule?: { cron: string }[] };
  permissions: Record<string, string>;
  concurrency: { group: string };
  env?: Env;
  jobs: Record<string, Job>;
}

async function validate(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [validator, file], {
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 30_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

let text: string;
let workflow: Workflow;
let tmp: string;
beforeAll(async () => {
  text = await readFile(workflowFile, 'utf8');
  workflow = parse(text) as Workflow;
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-workflow-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The job's steps, each with the environment it runs with (workflow, then job, then step). */
function stepsOf(job: Job): (Step & { effectiveEnv: Env })[] {
  return job.steps.map((s) => ({ ...s, effectiveEnv: { ...workflow.env, ...job.env, ...s.env } }));
}

/** The index of the one step whose `run` invokes `agency-site <command>`. */
function commandStep(steps: Step[], command: string): number {
  const found = steps.flatMap((s, i) => (s.run && new RegExp(`\\bagency-site ${command}\\b`).test(s.run) ? [i] : []));
  expect(found, `one step runs agency-site ${command}`).toHaveLength(1);
  return found[0]!;
}

const usesOf = (steps: Step[], action: string) => steps.findIndex((s) => s.uses?.split('@')[0] === action);

describe('.github/workflows/deploy.yml', () => {
  it('passes @action-validator/cli', async () => {
    const r = await validate(workflowFile);
    expect(r.output).toBe('');
    expect(r.code).toBe(0);
  });

  it('a broken copy (a misspelt key) is refused by the validator, so the test above can fail', async () => {
    const broken = text.replace(
      /^( {6}- )run: npx --no-install agency-site check --profile publish$/m,
      '$1runn: npx --no-install agency-site check --profile publish',
    );
    expect(broken).not.toBe(text);
    const file = path.join(tmp, 'deploy.yml');
    await writeFile(file, broken);
    const r = await validate(file);
    expect(r.code).not.toBe(0);
    expect(r.output).toContain("Additional property 'runn' is not allowed");
  });

  it('runs on a push to main and by hand, one deployment at a time, with the permissions Pages needs', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    expect(workflow.concurrency.group).toBeTruthy();
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(usesOf(deploy.steps, 'actions/deploy-pages')).toBeGreaterThanOrEqual(0);
  });

  it("runs daily just after midnight in India, with the build on India's day, so a scheduled post goes live on its date", () => {
    const crons = workflow.on.schedule?.map((e) => e.cron) ?? [];
    expect(crons).toHaveLength(1);
    const [minute, hour, ...rest] = crons[0]!.split(' ');
    expect(rest).toEqual(['*', '*', '*']); // every day
    const ist = (Number(hour) * 60 + Number(minute) + 330) % 1440; // UTC+5:30
    expect(ist).toBeLessThan(120); // between midnight and 02:00 in India
    expect(workflow.env?.TZ).toBe('Asia/Kolkata');
  });

  it('gates the build on the publish profile: no sample value goes live', () => {
    const steps = stepsOf(workflow.jobs.build!);
    expect(steps[commandStep(steps, 'check')]!.run).toMatch(/agency-site check --profile publish\b/);
  });

  it('pins every action to a major version', () => {
    const uses = Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((s) => (s.uses ? [s.uses] : [])));
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) expect(u).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  it('installs with npm ci on Node 20, restores the cache, then checks before it builds', () => {
    const steps = stepsOf(workflow.jobs.build!);
    const node = usesOf(steps, 'actions/setup-node');
    expect(String(steps[node]!.with?.['node-version'])).toBe('20');
    expect(steps[node]!.with?.cache).toBe('npm');
    const install = steps.findIndex((s) => /^npm ci\b/.test(s.run ?? ''));
    const cache = usesOf(steps, 'actions/cache');
    const check = commandStep(steps, 'check');
    const build = commandStep(steps, 'build');
    expect(node).toBeLessThan(install);
    expect(install).toBeGreaterThan(-1);
    // After npm ci (which empties node_modules), before the first command that reads the cache.
    expect(cache).toBeGreaterThan(install);
    expect(cache).toBeLessThan(check);
    expect(check).toBeLessThan(build);
  });

  it("keeps the build's cache folder, outside node_modules, restored even when the key misses", () => {
    const steps = stepsOf(workflow.jobs.build!);
    const cache = steps[usesOf(steps, 'actions/cache')]!;
    const buildEnv = steps[commandStep(steps, 'build')]!.effectiveEnv;
    const checkEnv = steps[commandStep(steps, 'check')]!.effectiveEnv;
    expect(buildEnv.AGENCY_SITE_CACHE_DIR).toBeTruthy();
    expect(path.posix.normalize(cache.with!.path!)).toBe(path.posix.normalize(buildEnv.AGENCY_SITE_CACHE_DIR!));
    expect(checkEnv.AGENCY_SITE_CACHE_DIR).toBe(buildEnv.AGENCY_SITE_CACHE_DIR);
    expect(buildEnv.AGENCY_SITE_CACHE_DIR).not.toMatch(/(^|\/)node_modules(\/|$)/);
    const restore = cache
      .with!['restore-keys']!.split('\n')
      .map((k) => k.trim())
      .filter(Boolean);
    expect(restore.length).toBeGreaterThan(0);
    for (const k of restore) expect(cache.with!.key!.startsWith(k)).toBe(true);
    expect(cache.with!.key!.length).toBeGreaterThan(restore[0]!.length);
  });

  it("uploads the build's output folder to Pages, and sets no empty site URL", () => {
    const steps = stepsOf(workflow.jobs.build!);
    const build = steps[commandStep(steps, 'build')]!;
    const out = /--out\s+(\S+)/.exec(build.run!)?.[1] ?? 'dist'; // the CLI's default
    const upload = steps[usesOf(steps, 'actions/upload-pages-artifact')]!;
    expect(usesOf(steps, 'actions/upload-pages-artifact')).toBeGreaterThan(commandStep(steps, 'build'));
    expect(path.posix.normalize(upload.with!.path!)).toBe(path.posix.normalize(out));
    // AGENCY_SITE_URL set to "" is refused by the build: the variable goes in only when set.
    expect(build.effectiveEnv).not.toHaveProperty('AGENCY_SITE_URL');
    expect(build.run).toContain('${SITE_URL:+--site-url "$SITE_URL"}');
    expect(build.effectiveEnv.SITE_URL).toBe('${{ vars.SITE_URL }}');
  });
});
