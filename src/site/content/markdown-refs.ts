// Links and images in a Markdown source with their exact lines, for `check`. It parses with a
// validator that accepts every URL, so it sees the links the renderer would drop.
import MarkdownIt from 'markdown-it';
import { classifyHref, isLocalImage } from '../model/href.ts';

export interface MarkdownRef {
  href: string;
  /** 1-based line in the file. */
  line: number;
  image: boolean;
  /** Alt text of an image. */
  alt?: string;
}

/** Whether the renderer shows a link or picture (markdown.ts): one of the URL forms content may use, or a picture in content/images/. */
export function shownInMarkdown(url: string): boolean {
  return classifyHref(url.trim()) !== 'invalid' || isLocalImage(url.trim());
}

const scanner = new MarkdownIt({ html: false });
scanner.validateLink = () => true;

export function markdownRefs(source: string, firstLine = 1): MarkdownRef[] {
  const out: MarkdownRef[] = [];
  for (const block of scanner.parse(source, {})) {
    // Links inside a paragraph: count the line breaks before them.
    let line = (block.map?.[0] ?? 0) + firstLine;
    for (const token of block.children ?? []) {
      if (token.type === 'softbreak' || token.type === 'hardbreak') line++;
      else if (token.type === 'link_open') out.push({ href: String(token.attrGet('href') ?? ''), line, image: false });
      else if (token.type === 'image')
        out.push({ href: String(token.attrGet('src') ?? ''), line, image: true, alt: token.content });
    }
  }
  return out;
}
