// The lead reference is off unless site.yml sets `chat.reference`: then every page tells the client
// script its prefix and label (Document.tsx), and a prefix a code cannot start with is refused at
// its file, line and field.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content/load.ts';
import { defaultSite } from '../../../src/site/default-site.ts';
import { loadSite, renderDom } from '../../helpers/render.ts';
import { removeSite, siteCopy } from '../../helpers/sites.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await removeSite(dir);
});

async function siteWithReference(reference: string | undefined): Promise<string> {
  const dir = await siteCopy();
  made.push(dir);
  const file = path.join(dir, 'site.yml');
  const yml = await readFile(file, 'utf8');
  if (reference) await writeFile(file, yml.replace(/^chat:\n/m, `chat:\n  reference: ${reference}\n`));
  return dir;
}

it('off by default: no page carries a reference', async () => {
  const body = renderDom(await loadSite(await siteWithReference(undefined)), '/').querySelector('body')!;
  expect(body.getAttribute('data-lead-ref-prefix')).toBeUndefined();
  expect(body.getAttribute('data-lead-ref-label')).toBeUndefined();
});

it("on: every page gives the client script the reference's prefix and label", async () => {
  const site = await loadSite(await siteWithReference('{prefix: TDS, label: Ref}'));
  for (const page of ['/', '/contact']) {
    const body = renderDom(site, page).querySelector('body')!;
    expect([body.getAttribute('data-lead-ref-prefix'), body.getAttribute('data-lead-ref-label')]).toEqual([
      'TDS',
      'Ref',
    ]);
  }
});

it('a prefix a code cannot start with is refused at its line and field', async () => {
  const dir = await siteWithReference('{prefix: "tds 1", label: Ref}');
  const loaded = await loadContent(dir, defaultSite.kinds);
  expect(loaded.ok).toBe(false);
  if (loaded.ok) return;
  expect(loaded.diagnostics).toEqual([
    expect.objectContaining({
      file: expect.stringMatching(/site\.yml$/),
      line: expect.any(Number),
      field: 'chat.reference.prefix',
      message: expect.stringContaining('2 to 6 capital letters or digits'),
    }),
  ]);
});
