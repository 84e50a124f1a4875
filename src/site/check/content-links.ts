// Every link written in content: the link fields of data files and front matter, and every link
// and image in Markdown (prose blocks and post bodies), including ones the renderer would drop.
import { isLocalImage } from '../model/href.ts';
import { markdownRefs, type MarkdownRef } from '../content/markdown-refs.ts';
import type { FieldPath } from '../content/yaml.ts';
import type { CheckContext, ContentDoc } from './context.ts';

export interface ContentLink {
  file: string;
  line?: number;
  /** Field path of the link (for Markdown: of the field holding the Markdown). */
  field: FieldPath;
  href: string;
  /** The words shown for it (label, link label or title), where the data has them. */
  label?: string;
  from: 'data' | 'markdown';
  /** An image source rather than a link. */
  image: boolean;
  /** Alt text of a Markdown image. */
  alt?: string;
}

/** Field names that hold a URL. `message`, `slug` and the like are text, not links. `to`: a redirect's target. */
const linkFields = new Set(['href', 'url', 'src', 'profileUrl', 'mapUrl', 'image', 'socialImage', 'service', 'to']);

/**
 * site.yml's `redirects.<i>.to`: the external link rule judges it as any link; where a site path
 * leads is the redirects rule's (a missing page, a chain, a loop), said once, there.
 */
export function isRedirectTarget(link: Pick<ContentLink, 'field'>): boolean {
  return link.field.length === 3 && link.field[0] === 'redirects' && link.field[2] === 'to';
}
const imageFields = new Set(['src', 'image', 'socialImage']);

function labelOf(holder: Record<string, unknown>): string | undefined {
  for (const k of ['label', 'linkLabel', 'title', 'name'])
    if (typeof holder[k] === 'string') return holder[k] as string;
  return undefined;
}

/** First line of a YAML value: the line after `key: |` for block scalars, else the key's line. */
function valueLine(ctx: CheckContext, file: string, field: FieldPath): number | undefined {
  const line = ctx.lineOf(file, field);
  if (line === undefined) return undefined;
  const text = ctx.sourceLine(file, line);
  return /:\s*[|>][-+0-9]*\s*(#.*)?$/.test(text) ? line + 1 : line;
}

function walk(
  ctx: CheckContext,
  doc: ContentDoc,
  value: unknown,
  field: FieldPath,
  holder: Record<string, unknown> | undefined,
  out: ContentLink[],
) {
  const key = field[field.length - 1];
  if (typeof value === 'string') {
    // A picture in content/images/ is no link: the images stage reads it (and reports it missing).
    // A map embed's `url` may be the address as text (shared/embeds.ts): a place, not a link.
    const placeText = key === 'url' && holder?.type === 'embed' && !/^[a-z][a-z0-9+.-]*:/i.test(value);
    if (
      typeof key === 'string' &&
      linkFields.has(key) &&
      !(imageFields.has(key) && isLocalImage(value)) &&
      !placeText
    ) {
      out.push({
        file: doc.file,
        line: ctx.lineOf(doc.file, field),
        field,
        href: value,
        label: holder && labelOf(holder),
        from: 'data',
        image: imageFields.has(key),
      });
    } else if (key === 'body' && holder?.type === 'prose') {
      const first = valueLine(ctx, doc.file, field) ?? 1;
      for (const l of markdownRefs(value, first))
        if (!isPicture(l))
          out.push({ file: doc.file, line: l.line, field, href: l.href, from: 'markdown', image: l.image, alt: l.alt });
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(ctx, doc, v, [...field, i], holder, out));
    return;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(obj)) walk(ctx, doc, v, [...field, k], obj, out);
  }
}

// A Markdown picture from content/images/ is no link either (images/uses.ts counts it).
const isPicture = (ref: MarkdownRef) => ref.image && isLocalImage(ref.href);

const memo = new WeakMap<CheckContext, ContentLink[]>();
/**
 * Each file's links, by its data object: the dev server's content memo hands an unchanged file's
 * data back as the same object, so a rebuild walks (and parses the Markdown of) changed files only.
 */
const perDoc = new WeakMap<object, { file: string; body?: string; links: ContentLink[] }>();

/** Computed once per check run; three rules read it. */
export function contentLinks(ctx: CheckContext): ContentLink[] {
  const cached = memo.get(ctx);
  if (cached) return cached;
  const out: ContentLink[] = [];
  memo.set(ctx, out);
  for (const doc of ctx.docs) out.push(...docLinks(ctx, doc));
  return out;
}

function docLinks(ctx: CheckContext, doc: ContentDoc): ContentLink[] {
  const key = doc.data && typeof doc.data === 'object' ? doc.data : undefined;
  const known = key && perDoc.get(key);
  if (known && known.file === doc.file && known.body === doc.body?.text) return known.links;
  const links: ContentLink[] = [];
  walk(ctx, doc, doc.data, [], undefined, links);
  if (doc.body) {
    for (const l of markdownRefs(doc.body.text, doc.body.line)) {
      if (!isPicture(l))
        links.push({
          file: doc.file,
          line: l.line,
          field: [],
          href: l.href,
          from: 'markdown',
          image: l.image,
          alt: l.alt,
        });
    }
  }
  if (key) perDoc.set(key, { file: doc.file, body: doc.body?.text, links });
  return links;
}
