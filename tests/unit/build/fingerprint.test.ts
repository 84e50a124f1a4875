// The code fingerprint (compiled/code.cjs) names the compiled CLI and every cache entry made by the
// code: any change under src/ or to the package files must change it, and nothing else may.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../../src/site/compiled/code.cjs';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'agency-site-fingerprint-'));
  await mkdir(path.join(root, 'src', 'site', 'cache'), { recursive: true });
  await writeFile(path.join(root, 'src', 'main.ts'), 'export const a = 1;\n');
  await writeFile(path.join(root, 'src', 'site', 'cache', 'deep.ts'), 'export const b = 2;\n');
  await writeFile(path.join(root, 'package.json'), '{"name":"x"}\n');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('code fingerprint', () => {
  it('is the same for the same files, and changes with a file deep under src/, a renamed file or the package files', async () => {
    const first = codeFingerprint(root);
    expect(codeFingerprint(root)).toBe(first);
    expect(codeFingerprint(root + path.sep)).toBe(first); // however the root is written

    await writeFile(path.join(root, 'src', 'site', 'cache', 'deep.ts'), 'export const b = 3;\n');
    const edited = codeFingerprint(root);
    expect(edited).not.toBe(first);

    await rename(path.join(root, 'src', 'site', 'cache', 'deep.ts'), path.join(root, 'src', 'site', 'cache', 'other.ts'));
    const renamed = codeFingerprint(root);
    expect(renamed).not.toBe(edited);

    await writeFile(path.join(root, 'package.json'), '{"name":"y"}\n');
    expect(codeFingerprint(root)).not.toBe(renamed);

    await writeFile(path.join(root, 'README.md'), 'not code\n');
    const withReadme = codeFingerprint(root);
    await writeFile(path.join(root, 'README.md'), 'still not code\n');
    expect(codeFingerprint(root)).toBe(withReadme);
  });
});
