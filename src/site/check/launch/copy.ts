// launch/copy: the words SPEC.md quotes — button and form labels, headings, statistics as given
// (even where pages disagree), the lists it names item by item, the 'Get Quote' chats that embed
// their service's title, and a chat message of its own on every page. Read from content, so an
// edit of the copy fails here, naming the words, and nowhere in the engine's tests.
import path from 'node:path';
import type { PageKey } from '../../model/collections.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { findBlock } from '../blocks.ts';
import type { CheckContext } from '../context.ts';
import { linksIn } from '../links-in.ts';
import { defineRule } from '../rules/rule.ts';
import { copy, namedLists, quoteChat, type CopySpec } from '../spec-rules.ts';
import { launchFigure } from './figure.ts';

const rule = 'launch/copy';

/** Every string held under one of `keys`, anywhere in `value`. */
function stringsAt(value: unknown, keys: readonly string[], out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => stringsAt(v, keys, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && keys.includes(k)) out.push(v.trim());
      else stringsAt(v, keys, out);
    }
  }
  return out;
}

/** Every `{ value, label }` statistic in `value`. */
function statsIn(value: unknown, out: { value: string; label: string }[] = []): { value: string; label: string }[] {
  if (Array.isArray(value)) value.forEach((v) => statsIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.value === 'string' && typeof o.label === 'string')
      out.push({ value: o.value.trim(), label: o.label.trim() });
    else Object.values(o).forEach((v) => statsIn(v, out));
  }
  return out;
}

function pageOf(ctx: CheckContext, page: CopySpec['page']): { file: string; data: unknown; name: string } {
  if (page === 'blog') return { file: ctx.contentFiles.blogPage, data: ctx.content.blogPage, name: 'the blog page' };
  return { file: ctx.contentFiles.pages[page], data: ctx.content.pages[page], name: 'this page' };
}

function quoted(ctx: CheckContext, spec: CopySpec, out: Diagnostic[]) {
  const { file, data, name } = pageOf(ctx, spec.page);
  const missing = (figure: string, fix: string) =>
    out.push(ctx.report(rule, file, ['blocks'], launchFigure(figure, 'none', fix)));
  const labels = stringsAt(data, ['label', 'linkLabel']);
  for (const l of spec.labels ?? [])
    if (!labels.includes(l)) missing(`${name} shows the label "${l}"`, 'write it back where SPEC.md puts it');
  const headings = stringsAt(data, ['heading']);
  for (const h of spec.headings ?? [])
    if (!headings.includes(h)) missing(`${name} has the heading "${h}"`, 'write it back as a block `heading`');
  const placeholders = stringsAt(data, ['placeholder']);
  for (const p of spec.placeholders ?? [])
    if (!placeholders.includes(p))
      missing(`${name} shows the placeholder "${p}"`, 'write it back as the field `placeholder`');
  for (const s of spec.says ?? []) {
    if (!stringsAt(data, [s.field]).some((text) => text.includes(s.words)))
      missing(`${name}'s \`${s.field}\` says "${s.words}"`, 'write them back in that field');
  }
  const stats = statsIn(data);
  for (const s of spec.stats ?? []) {
    if (stats.some((t) => t.value === s.value && (!s.label || t.label === s.label))) continue;
    missing(
      `${name} states "${s.value}${s.label ? ` ${s.label}` : ''}" exactly as given`,
      'write the statistic back with that `value`' + (s.label ? ' and `label`' : ''),
    );
  }
}

function lists(ctx: CheckContext, out: Diagnostic[]) {
  for (const spec of namedLists) {
    for (const list of ctx.blockLists(spec.page)) {
      const found = findBlock(ctx, rule, list, spec.block, spec.what);
      // A missing block, a missing id and a count off are launch/counts' findings: one mistake, one finding.
      if (!found.ok) continue;
      const items = (found.block as unknown as Record<string, unknown>)[spec.list];
      const names = Array.isArray(items)
        ? items.map((i) => String(spec.field ? (i as Record<string, unknown>)[spec.field] : i))
        : [];
      if (names.length !== spec.names.length || names.join('\n') === spec.names.join('\n')) continue;
      const message = launchFigure(
        `the ${spec.what} are ${spec.names.join(', ')}, in that order`,
        names.join(', ') || 'none',
        'write them back as SPEC.md names them',
      );
      out.push(ctx.report(rule, list.file, [...found.path, spec.list], message));
    }
  }
}

/** Each 'Get Quote' chat on the services overview names the service it is on. */
function quotes(ctx: CheckContext, out: Diagnostic[]) {
  for (const list of ctx.blockLists(quoteChat.page)) {
    const found = findBlock(ctx, rule, list, quoteChat.block, 'core services');
    if (!found.ok || found.block.type !== 'cards') continue; // launch/counts reports the block
    found.block.items.forEach((item, i) => {
      const chats = [...linksIn(item, [...found.path, 'items', i])].filter(
        (l) => l.action?.kind === 'chat' && l.label === quoteChat.label,
      );
      if (!chats.length)
        out.push(
          ctx.report(
            rule,
            list.file,
            [...found.path, 'items', i],
            launchFigure(`each service has a "${quoteChat.label}" chat`, `none on "${item.title}"`, 'add one'),
          ),
        );
      for (const c of chats) {
        if (c.action?.kind !== 'chat' || c.action.message.includes(item.title)) continue;
        out.push(
          ctx.report(
            rule,
            list.file,
            [...c.field, 'message'],
            launchFigure(
              `the "${quoteChat.label}" chat names its service`,
              `no "${item.title}" in its message`,
              'put the title in the message',
            ),
          ),
        );
      }
    });
  }
}

/** SPEC.md: the chat link's prefilled message differs per page. */
function ownMessages(ctx: CheckContext, out: Diagnostic[]) {
  const seen = new Map<string, string>();
  const contentDir = path.dirname(ctx.contentFiles.site);
  const lists = [
    ...(Object.keys(ctx.contentFiles.pages) as PageKey[]).flatMap((k) => ctx.blockLists(k)),
    ...ctx.blockLists('full-subservice'),
  ];
  for (const list of lists) {
    for (const l of linksIn(list.blocks, list.path)) {
      if (l.action?.kind !== 'chat') continue;
      const other = seen.get(l.action.message);
      if (other && other !== list.file)
        out.push(
          ctx.report(
            rule,
            list.file,
            [...l.field, 'message'],
            launchFigure(
              'each page prefills a chat message of its own',
              `this message on ${path.relative(contentDir, other).split(path.sep).join('/')} too`,
              'change it to one of this page',
            ),
          ),
        );
      else seen.set(l.action.message, list.file);
    }
  }
}

export const launchCopy = defineRule(rule, (ctx) => {
  const out: Diagnostic[] = [];
  for (const spec of copy) quoted(ctx, spec, out);
  lists(ctx, out);
  quotes(ctx, out);
  ownMessages(ctx, out);
  return out;
});
