// The dev output folder removes, after a full rebuild, the pages it wrote that no route makes any
// more. An HTML file beside the pages (/admin/index.html, the CMS) is no page: it must stay.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DevOutput } from '../../../src/site/dev/output.ts';

it('tracks as pages only the files written as pages, not an HTML file beside them', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-dev-output-'));
  try {
    const output = new DevOutput(dir);
    await output.write([
      { path: 'admin/index.html', contents: '<!doctype html>' },
      { path: 'admin/config.yml', contents: 'x: 1\n' },
    ]);
    await output.write([{ path: 'about/index.html', contents: '<!doctype html><title>About</title>' }], {
      pages: true,
    });
    expect([...output.pages]).toEqual(['about/index.html']);
    expect(await readFile(path.join(dir, 'admin/index.html'), 'utf8')).toBe('<!doctype html>');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
