// Test sites: the minimal valid fixture, optionally with a bad-content case laid over it,
// copied to a temp folder so tests never touch each other's files.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtures = path.join(root, 'tests/fixtures');
export const minimalSite = path.join(fixtures, 'sites/minimal');

/** A temp copy of the minimal site with `tests/fixtures/bad-content/<badCase>` laid over it. */
export async function siteCopy(badCase?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-test-'));
  const content = path.join(dir, 'content');
  await cp(minimalSite, content, { recursive: true });
  if (badCase) {
    const overlay = path.join(fixtures, 'bad-content', badCase);
    await cp(overlay, content, { recursive: true, filter: (src) => path.basename(src) !== '.delete' });
    const deletions = await readFile(path.join(overlay, '.delete'), 'utf8').catch(() => '');
    for (const rel of deletions.split('\n').filter(Boolean)) await rm(path.join(content, rel));
  }
  return content;
}

export async function removeSite(contentDir: string): Promise<void> {
  await rm(path.dirname(contentDir), { recursive: true, force: true });
}

/**
 * Links `paths` from the minimal site's portfolio page (the menu reaches it from the home page), as
 * a real site links a page it adds: check's orphans rule holds every page to that.
 */
export async function linkFromPortfolio(contentDir: string, paths: readonly string[]): Promise<void> {
  const file = path.join(contentDir, 'pages/portfolio.yml');
  const items = paths.map((p) => `      - { title: "${p}", description: A page of ours., href: "${p}" }`).join('\n');
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^draft: false$/m, `  - type: cards\n    heading: More\n    items:\n${items}\ndraft: false`),
  );
}
