#!/usr/bin/env node
// `npm run contact-sheet -- <before-dir> <after-dir>`: set two runs of `npm run screenshots` side by
// side, one PNG per route (375 and 1280 px, before then after) in reports/contact-sheet/, and a page
// showing them all, reports/contact-sheet.html. reports/ is git-ignored.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [beforeDir = 'reports/screens-before', afterDir = 'reports/screens-after'] = process.argv.slice(2);
const outDir = 'reports/contact-sheet';
// [folder, screenshot width, width on the sheet]: both widths about the same height on the sheet.
const columns = [[beforeDir, 375, 180], [afterDir, 375, 180], [beforeDir, 1280, 420], [afterDir, 1280, 420]];
const GAP = 16;
const lefts = columns.map((_, i) => columns.slice(0, i).reduce((x, c) => x + c[2] + GAP, 0));
const HEAD = 40;

const caption = (text, width) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEAD}"><text x="4" y="27" font-family="sans-serif" font-size="18" font-weight="bold">${text}</text></svg>`);

async function tile([dir, width, shown], route) {
  try {
    return await sharp(path.join(dir, `${route}-${width}.png`)).resize({ width: shown }).png().toBuffer({ resolveWithObject: true });
  } catch {
    return undefined; // a route only one of the runs has
  }
}

async function sheet(route) {
  const tiles = await Promise.all(columns.map((c) => tile(c, route)));
  const width = lefts.at(-1) + columns.at(-1)[2];
  const height = HEAD + Math.max(0, ...tiles.map((t) => t?.info.height ?? 0));
  const name = route.replaceAll('__', '/');
  await sharp({ create: { width, height, channels: 3, background: '#e5e7eb' } })
    .composite([
      { input: caption(`/${name}: before 375 · after 375 · before 1280 · after 1280`, width), left: 0, top: 0 },
      ...tiles.flatMap((t, i) => (t ? [{ input: t.data, left: lefts[i], top: HEAD }] : [])),
    ])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, `${route}.png`));
  return `<section><h2>/${name}</h2><img src="contact-sheet/${route}.png" alt="/${name} before and after"></section>`;
}

mkdirSync(outDir, { recursive: true });
const routes = [...new Set([beforeDir, afterDir].flatMap((d) => readdirSync(d)).map((f) => f.replace(/-\d+\.png$/, '')))].sort();
const sections = [];
for (const route of routes) sections.push(await sheet(route));
writeFileSync(
  'reports/contact-sheet.html',
  `<!doctype html><meta charset="utf-8"><title>Before and after</title><style>body{font-family:sans-serif;margin:2rem}img{max-width:100%}</style><h1>Every route at 375 and 1280 px: before, after</h1>\n${sections.join('\n')}\n`,
);
console.log(`${routes.length} routes → ${outDir}/ and reports/contact-sheet.html`);
