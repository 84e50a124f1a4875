// The share-card cache never holds a card cut short by a build killed as it wrote it: cards are
// written under a temporary name and renamed (atomic-write.ts), so a name in the cache is whole.
import * as fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { shareCardFiles, type CardText } from '../../../src/site/images/share-card.ts';

/** Set: a write into the cards' cache stops half-way, as when the build is killed. */
let killWrites = false;
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const writeFileSync: typeof real.writeFileSync = (file, data, options) => {
    if (killWrites && String(file).includes(`${path.sep}cards${path.sep}`)) {
      real.writeFileSync(file, (data as Uint8Array).subarray(0, 10));
      throw new Error('killed');
    }
    real.writeFileSync(file, data, options);
  };
  return { ...real, default: { ...real, writeFileSync }, writeFileSync };
});

let tmp: string;
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agency-site-cards-'));
});
afterEach(async () => {
  killWrites = false;
  await rm(tmp, { recursive: true, force: true });
});

const text: CardText = { title: 'About us', kicker: 'A small agency', siteName: 'Agency', host: 'agency.example.in' };
const cards = new Map([['assets/og/about-0123456789.png', text]]);
const contentsOf = async (w: { contents: unknown }) =>
  Buffer.from(await (w.contents as () => Promise<Uint8Array> | Uint8Array)());

it('a build killed while it writes a card into the cache leaves none there under its name; the next draws it whole', async () => {
  const cache = path.join(tmp, 'cache');
  killWrites = true;
  for (const f of shareCardFiles(cards, cache)) await expect(contentsOf(f)).rejects.toThrow('killed');
  killWrites = false;
  const dir = path.join(cache, 'images/cards');
  expect((await readdir(dir)).filter((n) => !n.endsWith('.tmp'))).toEqual([]);
  for (const f of shareCardFiles(cards, cache)) {
    const png = await contentsOf(f);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  }
  expect(await readdir(dir)).toContain('about-0123456789.png');
}, 60_000);
