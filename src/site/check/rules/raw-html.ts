// raw-html: Markdown (prose blocks, post bodies) is rendered with raw HTML escaped, so a pasted
// <iframe> or <div> is published as visible code. Each is a warning at its line, saying what to
// write instead: for a known player's iframe, the embed block that shows it (and what it showed).
import MarkdownIt from 'markdown-it';
import type { FieldPath } from '../../content/yaml.ts';
import type { Diagnostic } from '../../diagnostics.ts';
import { embedOfFrameSrc, providerInfo } from '../../shared/embeds.ts';
import type { CheckContext } from '../context.ts';
import { defineRule } from './rule.ts';

const rule = 'raw-html';
const scanner = new MarkdownIt({ html: true });

/** Each opening tag or comment written as raw HTML in `source`, with its line. */
export function rawHtml(source: string, firstLine: number): { html: string; line: number }[] {
  const out: { html: string; line: number }[] = [];
  const keep = (html: string, line: number) => {
    if (!/^\s*<\//.test(html)) out.push({ html: html.trim(), line });
  };
  for (const token of scanner.parse(source, {})) {
    const start = (token.map?.[0] ?? 0) + firstLine;
    if (token.type === 'html_block') keep(token.content, start);
    let line = start;
    for (const child of token.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++;
      else if (child.type === 'html_inline') keep(child.content, line);
    }
  }
  return out;
}

/** What to say about one piece of raw HTML; `inPost`: its file has no blocks to put an embed in. */
export function rawHtmlMessage(html: string, inPost: boolean): string {
  const tag = /^<!--/.test(html)
    ? 'an HTML comment'
    : `<${/^<([A-Za-z][\w-]*)/.exec(html)?.[1]?.toLowerCase() ?? 'html'}>`;
  const shown = `raw HTML (${tag}) is published as visible code, not run`;
  const src = /^<iframe\b/i.test(html) ? /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(html)?.[1] : undefined;
  const embed = src ? embedOfFrameSrc(src) : undefined;
  if (!embed)
    return `${shown}: write it in Markdown; for a video, map or social post use an embed block (type: embed, provider: youtube, vimeo, google-maps or instagram)`;
  const info = providerInfo[embed.provider];
  const what = `${info.what}${embed.target ? ` (${embed.target.id})` : ''}`;
  const url = embed.target?.page ?? `<the ${info.what.replace(/^an? /, '')}'s address>`;
  if (inPost)
    return `${shown}: this iframe is ${what}. A post has no blocks: link to it instead, [${info.what.replace(/^an? /, '')}](${url}), or show it on a page with an embed block (provider: ${embed.provider}, url: ${url})`;
  return `${shown}: this iframe is ${what}: use an embed block instead (type: embed, provider: ${embed.provider}, url: ${url}, title: <what it shows>)`;
}

/** First line of a YAML value: the line after `key: |` for block scalars, else the key's line. */
function valueLine(ctx: CheckContext, file: string, field: FieldPath): number | undefined {
  const line = ctx.lineOf(file, field);
  if (line === undefined) return undefined;
  return /:\s*[|>][-+0-9]*\s*(#.*)?$/.test(ctx.sourceLine(file, line)) ? line + 1 : line;
}

export const rawHtmlRule = defineRule(rule, (ctx: CheckContext) => {
  const out: Diagnostic[] = [];
  for (const list of ctx.allBlockLists()) {
    list.blocks.forEach((block, i) => {
      if (block.type !== 'prose' || !block.body.includes('<')) return;
      const field = [...list.path, i, 'body'];
      const first = valueLine(ctx, list.file, field);
      for (const h of rawHtml(block.body, first ?? 1)) {
        const d = ctx.report(rule, list.file, field, rawHtmlMessage(h.html, false), 'warning');
        if (first !== undefined) d.line = h.line;
        out.push(d);
      }
    });
  }
  for (const doc of ctx.docs) {
    if (!doc.body?.text.includes('<')) continue;
    for (const h of rawHtml(doc.body.text, doc.body.line))
      out.push({ ...ctx.report(rule, doc.file, undefined, rawHtmlMessage(h.html, true), 'warning'), line: h.line });
  }
  return out;
});
