// The real CLI, as a user runs it: `node bin/agency-site.js …` without colours. A command that
// fails is a result to assert on (its exit code and output), not a thrown error.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './sites.ts';

const exec = promisify(execFile);
export const bin = path.join(root, 'bin/agency-site.js');

export interface CliRun {
  code: number | null;
  signal?: string;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  /** Added to the test's own environment. */
  env?: NodeJS.ProcessEnv;
  timeout?: number;
  /** Flags for node itself, before the script (a preloaded probe). */
  nodeArgs?: string[];
}

export async function runCli(args: readonly string[], opts: CliOptions = {}): Promise<CliRun> {
  const env = { ...process.env, NO_COLOR: '1', ...opts.env };
  try {
    const { stdout, stderr } = await exec(process.execPath, [...(opts.nodeArgs ?? []), bin, ...args], {
      cwd: opts.cwd ?? root,
      env,
      timeout: opts.timeout,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number | string; signal?: string; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : null,
      signal: e.signal ?? undefined,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? String(err),
    };
  }
}
