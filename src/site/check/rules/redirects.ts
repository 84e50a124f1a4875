// redirects: every old address (`aliases`, site.yml's `redirects`) leads to a page that is built,
// in one step (no chains, no loops), never from the address of a live page, and each old path is
// redirected once, also counting a hand-made content/public/_redirects.
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicDir } from '../../public-files.ts';
import { collectRedirects, redirectProblems } from '../../redirects/collect.ts';
import { handMadeClashes, redirectsFile } from '../../redirects/output.ts';
import { defineRule } from './rule.ts';

export const redirectsRule = defineRule('redirects', (ctx) => {
  const redirects = collectRedirects(ctx.content);
  if (!redirects.length) return [];
  const targets = new Set([...ctx.routeByPath.keys(), ...ctx.files]);
  const out = redirectProblems(ctx.content, redirects, ctx.routeByPath.keys(), targets).map(({ kind: _k, ...d }) => d);
  const handMade = path.join(ctx.content.dir, publicDir, redirectsFile);
  let text: string | undefined;
  try {
    if (lstatSync(handMade).isFile()) text = readFileSync(handMade, 'utf8'); // as the build copies it: no link followed
  } catch {
    // No hand-made file (or none the build would copy: the schema rule says why).
  }
  if (text !== undefined) out.push(...handMadeClashes(ctx.content, redirects, text));
  return out;
});
