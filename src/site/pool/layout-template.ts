// Most of a page is its layout (document head, header, navigation, footer, chat button), and for
// every page whose path is not itself a link of that layout the layout differs only in the page's
// title, description and path. So the layout is rendered once, with stand-in text for those and
// for the page's own head extras and body; each page then renders only its head extras and body
// and fills the gaps. The page is character for character what renderRoute gives: the 1st, 2nd,
// 4th, 8th… page of each kind is rendered both ways and compared, and on any difference (a layout
// change this file does not foresee) the job renders every later page in full.
// A post's page goes one step further: its body is the same for every post but for the post's
// texts, decoration and Markdown, so the post template holds the body too, with gaps for those.
// And the page's own part of the head (social cards, structured data) has one of a few shapes (its
// type and number of JSON-LD blocks), each rendered once and filled with the page's texts (headProps).
// So does a listing's post card (two shapes: the post published here or elsewhere): the listing is
// rendered with a stand-in per card (ListingSlots), each then filled with its post's texts, and one
// per part every listing shows alike (hero, newsletter, closing blocks), each rendered once.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RenderContext } from '../components/context.ts';
import { Decor, decorKey } from '../components/Decor.tsx';
import { SeoHead, type SeoHeadProps } from '../components/SeoHead.tsx';
import type { PostEntry, SiteContent } from '../content/load.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { ListingSlots, PostCardView, cardShown, type CardShown } from '../pages/BlogListPage.tsx';
import { BlogPostView, postShown, type PostShown } from '../pages/BlogPostPage.tsx';
import { notFoundPath, type Route } from '../routes.ts';
import { headProps, pageBody, pageElement, renderRoute, type RenderSettings } from '../render.ts';
import { plainPath } from '../seo/urls.ts';

// React moves some elements within <head>: a page's <meta> and <link> elements go above the rest
// of the head, and images in the body are announced by <link rel="preload"> near its top. So the
// page's part of the head has three slots: its preloads (found with a stand-in image in the body,
// whose own tag is then dropped), its hoisted elements (a stand-in <meta>) and the rest.
const slot = {
  preload: '<link rel="preload" as="image" href="agencysiteslotpreload"/>',
  drop: '<img src="agencysiteslotpreload"/>',
  hoisted: '<meta name="agencysiteslothoisted"/>',
  head: 'agencysiteslothead',
  body: 'agencysiteslotbody',
  title: 'agencysiteslottitle',
  description: 'agencysiteslotdescription',
  path: 'agencysiteslotpath',
} as const;
/** A post page's gaps: each text the post shows, its decoration and its Markdown body. */
const postSlot = {
  eyebrow: 'agencysiteslotposteyebrow',
  title: 'agencysiteslotposttitle',
  excerpt: 'agencysiteslotpostexcerpt',
  author: 'agencysiteslotpostauthor',
  date: 'agencysiteslotpostdate',
  dateText: 'agencysiteslotpostdatetext',
  readTime: 'agencysiteslotpostreadtime',
  image: 'agencysiteslotpostimage',
  imageAlt: 'agencysiteslotpostimagealt',
  decor: 'agencysiteslotpostdecor',
  markdown: 'agencysiteslotpostmarkdown',
} as const satisfies Record<keyof PostShown | 'decor' | 'markdown', string>;
type PostSlot = `post.${keyof typeof postSlot}`;
type Slot = keyof typeof slot | PostSlot;
const slotByText = new Map<string, Slot>([
  ...Object.entries(slot).map(([k, v]) => [v, k as Slot] as const),
  ...Object.entries(postSlot).map(([k, v]) => [v, `post.${k}` as Slot] as const),
]);
// Longest first: one stand-in may begin another (…posttitle, …postdatetext).
const slotPattern = new RegExp(`(${[...slotByText.keys()].sort((a, b) => b.length - a.length).join('|')})`);
const hoistedLead = /^(?:<(?:meta|link)\b[^>]*\/>|<title>[^<]*<\/title>)+/;
const preloadLead = /^(?:<link rel="preload"[^>]*\/>)+/;

/** A head's gaps: each text of SeoHead (attribute values) and each JSON-LD text (as is). */
type HeadText = Exclude<keyof SeoHeadProps, 'type' | 'jsonLd'>;
const headTexts = ['title', 'description', 'url', 'image', 'imageAlt', 'siteName', 'feedTitle'] as const satisfies readonly HeadText[];
const headSlotPattern = /agencysiteslothead(text|jsonld)(\d+)x/;
type HeadPiece = string | { text: HeadText } | { jsonLd: number };

/** A card's gaps: each text it shows. */
const cardTexts = ['image', 'imageAlt', 'eyebrow', 'title', 'excerpt', 'author', 'date', 'dateText', 'readTime', 'href'] as const satisfies readonly (keyof CardShown)[];
const cardSlotPattern = /agencysiteslotcardtext(\d+)x/;
const listingStandIn = /agencysiteslot(card|shared)(\d+)x/g;
type CardPiece = string | keyof CardShown;


const escaped = /["'&<>]/;

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
function escapeHtml(text: string): string {
  // Most texts have nothing to escape: a test is far cheaper than a replace with a callback.
  if (!escaped.test(text)) return text;
  return text.replace(/["'&<>]/g, (c) => (c === '"' ? '&quot;' : c === "'" ? '&#x27;' : c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

interface Template {
  /** 'layout': any page's layout around its body; 'post': a post's page, body and all. */
  kind: 'layout' | 'post';
  /** Literal text and slots, alternating: text, slot, text, …, text. */
  pieces: (string | Slot)[];
  /** The literal texts alone: a page from this template is these with its values between (PagePieces). */
  texts: readonly string[];
  /** Every href in the layout: a page at one of these paths may be marked as current. */
  links: Set<string>;
}

/**
 * A page as its template's literal texts (the same array for every page of the template) and its
 * own values, one between each two texts. The page writer's thread gets the texts once and then
 * only each page's values: far less to copy than the page, and the texts are UTF-8 encoded once.
 */
export interface PagePieces {
  texts: readonly string[];
  values: string[];
}

/** The page's HTML: texts and values interleaved. */
export function joinPieces({ texts, values }: PagePieces): string {
  let out = texts[0]!;
  for (let i = 0; i < values.length; i++) out += values[i]! + texts[i + 1]!;
  return out;
}

/** The page's HTML, however it was given. */
export function pageHtml(page: string | PagePieces): string {
  return typeof page === 'string' ? page : joinPieces(page);
}

export interface TemplateStats {
  templated: number;
  full: number;
  /** Listing pages' post cards filled from a card template. */
  cards: number;
  /** Pages where the template and renderRoute differed (templates are then off for the job). */
  mismatches: number;
}

/**
 * Whether the n-th page (from 1) of its kind is rendered in full too, to compare: the first ones
 * (a template that does not fit shows there), then ever more rarely, as a full render costs ~0.5 ms
 * (one in 64 was about 3% of a cold build at 4,000 posts). What content alone can break is guarded
 * where it is filled in (stand-ins spelled in content, images announced in the head, linked paths).
 */
function checked(n: number): boolean {
  return (n & (n - 1)) === 0;
}

export class LayoutTemplates {
  private template: Template | null | undefined;
  private postTemplate: Template | null | undefined;
  /** Decor's markup by decorKey: a handful of different ones over thousands of posts. */
  private readonly decors = new Map<string, string>();
  /** The page's part of the head by its shape (type, JSON-LD count): pieces, or null if it cannot be made. */
  private readonly heads = new Map<string, HeadPiece[] | null>();
  /** A post card by its shape (published here or elsewhere): pieces, or null if it cannot be made. */
  private readonly cards = new Map<boolean, CardPiece[] | null>();
  /** The parts every listing page shows alike, by name (ListingSlots). */
  private readonly shared = new Map<string, string>();
  /** Listings are rendered with stand-ins (ListingSlots), until one cannot be. */
  private listingSlots = true;
  /** Pages made from a template, by kind. */
  private readonly madeByKind = new Map<string, number>();
  readonly stats: TemplateStats = { templated: 0, full: 0, cards: 0, mismatches: 0 };

  /** @param enabled false: every page is rendered in full. */
  constructor(
    private readonly content: SiteContent,
    private readonly settings: RenderSettings,
    enabled = true,
  ) {
    if (!enabled) this.template = null;
  }

  render(route: Route): string {
    return pageHtml(this.renderPieces(route));
  }

  /** The page: from its template when it has one (as PagePieces), else rendered whole. */
  renderPieces(route: Route): string | PagePieces {
    const template = this.templateFor(route);
    if (!template) {
      this.stats.full++;
      return renderRoute(route, this.content, this.settings);
    }
    const page: PagePieces = { texts: template.texts, values: this.fill(template, route) };
    const kind = route.view.kind;
    const made = (this.madeByKind.get(kind) ?? 0) + 1;
    this.madeByKind.set(kind, made);
    if (checked(made)) {
      const full = renderRoute(route, this.content, this.settings);
      if (full !== joinPieces(page)) {
        this.stats.mismatches++;
        this.template = null;
        this.postTemplate = null;
        this.stats.full++;
        return full;
      }
    }
    this.stats.templated++;
    return page;
  }

  private templateFor(route: Route): Template | null {
    if (this.template === null || !plainPath.test(route.path) || route.path === notFoundPath) return null;
    let template: Template | null;
    if (route.view.kind === 'blog-post') {
      if (this.postTemplate === null) return null;
      template = this.postTemplate ??= this.make(route, 'post');
    } else {
      template = this.template ??= this.make(route, 'layout');
    }
    return template && !template.links.has(route.path) ? template : null;
  }

  private make(route: Route, kind: Template['kind']): Template | null {
    const stand = { ...route, path: `/${slot.path}`, title: slot.title, description: slot.description };
    const head = [createElement('meta', { key: 'h', name: 'agencysiteslothoisted' }), slot.head];
    const shown = Object.fromEntries(Object.entries(postSlot)) as unknown as PostShown;
    const children =
      kind === 'layout'
        ? [createElement('img', { key: 'p', src: 'agencysiteslotpreload' }), slot.body]
        : createElement(BlogPostView, { shown, decor: postSlot.decor, body: postSlot.markdown, page: this.content.blogPage });
    const shell = '<!DOCTYPE html>' + renderToStaticMarkup(pageElement(stand, this.content, this.settings, { head, children }));
    const pieces: (string | Slot)[] = shell.split(slotPattern).map((p, i) => (i % 2 ? slotByText.get(p)! : p));
    const once = (s: Slot) => pieces.filter((p) => p === s).length === 1;
    const single: Slot[] = kind === 'layout' ? ['preload', 'drop', 'hoisted', 'head', 'body'] : ['hoisted', 'head', 'post.decor', 'post.markdown'];
    if (!single.every(once)) return null; // a layout that repeats or drops them: render in full
    const links = new Set([...shell.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!));
    return { kind, pieces, texts: pieces.filter((_, i) => i % 2 === 0) as string[], links };
  }

  private decor(seed: string): string {
    const key = decorKey('hero', seed);
    let html = this.decors.get(key);
    if (html === undefined) this.decors.set(key, (html = renderToStaticMarkup(createElement(Decor, { variant: 'hero', seed }))));
    return html;
  }

  /** The page's part of the head: SeoHead's shape for the page, filled with its texts. */
  private head(route: Route): string {
    const props = headProps(route, this.content, this.settings);
    const shape = `${props.type} ${props.jsonLd.length}`;
    let pieces = this.heads.get(shape);
    if (pieces === undefined) this.heads.set(shape, (pieces = this.headTemplate(props)));
    if (!pieces) return renderToStaticMarkup(createElement(SeoHead, props));
    let out = '';
    for (const piece of pieces) out += typeof piece === 'string' ? piece : 'text' in piece ? escapeHtml(props[piece.text]) : props.jsonLd[piece.jsonLd];
    return out;
  }

  private headTemplate(props: SeoHeadProps): HeadPiece[] | null {
    const stand: SeoHeadProps = { ...props, jsonLd: props.jsonLd.map((_, i) => `agencysiteslotheadjsonld${i}x`) };
    headTexts.forEach((k, i) => (stand[k] = `agencysiteslotheadtext${i}x`));
    const parts = renderToStaticMarkup(createElement(SeoHead, stand)).split(headSlotPattern);
    const pieces: HeadPiece[] = [];
    for (let i = 0; i < parts.length; i += 3) {
      pieces.push(parts[i]!);
      if (i + 1 < parts.length) pieces.push(parts[i + 1] === 'text' ? { text: headTexts[Number(parts[i + 2])]! } : { jsonLd: Number(parts[i + 2]) });
    }
    // Every JSON-LD text once, as is (a stand-in quoted or escaped by React would not be found).
    const jsonLd = pieces.filter((p) => typeof p === 'object' && 'jsonLd' in p).map((p) => (p as { jsonLd: number }).jsonLd);
    return jsonLd.length === props.jsonLd.length && jsonLd.every((n, i) => n === i) ? pieces : null;
  }

  /** The page's body; a listing's cards from their templates, and its shared parts as rendered once. */
  private body(route: Route): string {
    const context = { site: this.content.site, path: route.path };
    const element = createElement(RenderContext.Provider, { value: context }, pageBody(route, this.content));
    if (route.view.kind !== 'blog-list' || !this.listingSlots) return renderToStaticMarkup(element);
    const posts: PostEntry[] = [];
    const names: string[] = [];
    const slots = {
      card: (post: PostEntry) => `agencysiteslotcard${posts.push(post) - 1}x`,
      shared: (name: string, part: ReactElement) => {
        if (!this.shared.has(name)) this.shared.set(name, renderToStaticMarkup(createElement(RenderContext.Provider, { value: context }, part)));
        return `agencysiteslotshared${names.push(name) - 1}x`;
      },
    };
    const html = renderToStaticMarkup(createElement(ListingSlots.Provider, { value: slots }, element));
    let whole = false;
    let found = 0;
    const filled = html.replace(listingStandIn, (_, kind: string, n: string) => {
      found++;
      const part = kind === 'card' ? this.card(posts[Number(n)]!) : this.shared.get(names[Number(n)]!);
      // A part announcing an image in the head (an eager one) cannot stand alone: the page renders whole.
      if (part === undefined || preloadLead.test(part)) whole = true;
      return part ?? '';
    });
    // Each stand-in found once: content that spells one makes the page render whole.
    if (whole || found !== posts.length + names.length) {
      this.listingSlots = false;
      return renderToStaticMarkup(element);
    }
    this.stats.cards += posts.length;
    return filled;
  }

  /** A post's card, filled in its shape's template; undefined if that template cannot be made. */
  private card(post: PostEntry): string | undefined {
    const external = !!post.data.url;
    let pieces = this.cards.get(external);
    if (pieces === undefined) this.cards.set(external, (pieces = this.cardTemplate(external)));
    if (!pieces) return undefined;
    const shown = cardShown(post);
    let out = '';
    for (let i = 0; i < pieces.length; i++) out += i % 2 ? escapeHtml(shown[pieces[i] as keyof CardShown]) : pieces[i];
    return out;
  }

  private cardTemplate(external: boolean): CardPiece[] | null {
    const shown = Object.fromEntries(cardTexts.map((k, i) => [k, `agencysiteslotcardtext${i}x`])) as unknown as CardShown;
    const card = createElement(PostCardView, { shown, external, page: this.content.blogPage });
    const parts = renderToStaticMarkup(createElement(RenderContext.Provider, { value: { site: this.content.site, path: '/blog' } }, card)).split(cardSlotPattern);
    const pieces: CardPiece[] = parts.map((p, i) => (i % 2 ? cardTexts[Number(p)]! : p));
    // Every text where the card shows it, unchanged: a stand-in React altered would not be found.
    const gaps = pieces.filter((_, i) => i % 2);
    return cardTexts.every((k) => gaps.includes(k)) ? pieces : null;
  }

  /** The values of the template's gaps for this page, in order. */
  private fill(template: Template, route: Route): string[] {
    const head = this.head(route);
    const hoisted = hoistedLead.exec(head)?.[0] ?? '';
    let body = '';
    let preloads = '';
    let post: PostEntry | undefined;
    let shown: PostShown | undefined;
    if (template.kind === 'layout') {
      body = this.body(route);
      preloads = preloadLead.exec(body)?.[0] ?? '';
    } else if (route.view.kind === 'blog-post') {
      post = route.view.post;
      shown = postShown(post);
    }
    const values: string[] = [];
    for (let i = 1; i < template.pieces.length; i += 2) {
      const piece = template.pieces[i] as Slot;
      switch (piece) {
        case 'hoisted':
          values.push(hoisted);
          break;
        case 'head':
          values.push(head.slice(hoisted.length));
          break;
        case 'preload':
          values.push(preloads);
          break;
        case 'drop':
          values.push('');
          break;
        case 'body':
          values.push(body.slice(preloads.length));
          break;
        case 'title':
          values.push(escapeHtml(route.title));
          break;
        case 'description':
          values.push(escapeHtml(route.description));
          break;
        case 'path':
          values.push(route.path.slice(1));
          break;
        case 'post.decor':
          values.push(this.decor(post!.slug));
          break;
        case 'post.markdown':
          values.push(renderMarkdown(post!.body));
          break;
        default: {
          const key = (piece as PostSlot).slice(5) as keyof PostShown;
          values.push(escapeHtml(shown![key]));
        }
      }
    }
    return values;
  }
}
