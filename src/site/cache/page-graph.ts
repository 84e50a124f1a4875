// The page graph: what a build whose only changes are posts' Markdown bodies needs of the last
// build that made the route table, so that it neither loads all content nor makes the table again
// (body-edit.ts; issue 8's one-post rebuild). Kept per output folder beside its manifest:
//
//   every route, its posts replaced by references   which routes show each post
//   every post's validated data                     the content besides the posts
//   the render settings                             the shared part of the page keys
//
// One v8-serialized record per route and per post, after a header holding where each one is: a
// rebuild reads the header and the few records it wants. Written by every rebuild that made the
// route table (not by a first build: pipeline.ts); a build that only edited bodies keeps it, as
// nothing in it changed. The manifest names the graph it goes with (its stamp): no other is used.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PostEntry, SiteContent } from '../content/load.ts';
import type { BlogPost } from '../content/schemas/index.ts';
import type { RenderSettings } from '../render.ts';
import type { Route } from '../routes.ts';
import { outputId } from './manifest.ts';
import { isPostEntry } from './page-keys.ts';

/** Content the renderer gets besides the posts. */
export type GraphContent = Pick<SiteContent, 'dir' | 'site' | 'pages' | 'blogPage' | 'subservices'>;

interface Header {
  stamp: string;
  settings: RenderSettings;
  content: GraphContent;
  /** PageKeys.sharedKey of the build that wrote it. */
  sharedKey: string;
  /** Route index → its output file. */
  files: string[];
  /** Post index → its content file. */
  posts: string[];
  /** Chunk i is bytes [at[i], at[i + 1]) of the records: routes' chunks first, then posts' data's. */
  at: Float64Array;
  /** Post j is shown by routes shows[showsAt[j]] … shows[showsAt[j + 1] - 1]. */
  showsAt: Uint32Array;
  shows: Uint32Array;
}

/**
 * Records per chunk: each chunk is serialized on its own (v8.serialize costs ~6 µs a call, and a
 * serializer reused refers back to objects it wrote before), and read whole.
 */
const CHUNK = 32;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** A stored route's view holds { [REF]: post index } where the route had a post. */
const REF = '\u0000post';
/** The header's length. */
const PREAMBLE = 4;

function graphFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'out', `${outputId(outDir)}.graph`);
}

/** `value` with every post in it replaced by a reference; `found` gets each post's index. */
function withRefs(value: unknown, index: Map<PostEntry, number>, found: Set<number>): unknown {
  if (!value || typeof value !== 'object') return value;
  if (isPostEntry(value)) {
    const i = index.get(value);
    if (i === undefined) throw new Error(`page graph: a route shows a post not in the content (${value.file})`);
    found.add(i);
    return { [REF]: i };
  }
  // Copied only where a post was replaced: most of a view (blocks, categories) holds none.
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const w = withRefs(v, index, found);
      if (w !== v) (out ??= [...value])[i] = w;
    });
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    const w = withRefs(v, index, found);
    if (w !== v) (out ??= { ...value })[k] = w;
  }
  return out ?? value;
}

/** The reverse of withRefs, with the posts `post` gives. */
function resolve(value: unknown, post: (index: number) => PostEntry): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Object.hasOwn(value, REF)) return post((value as Record<string, number>)[REF]!);
  if (Array.isArray(value)) return value.map((v) => resolve(v, post));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolve(v, post);
  return out;
}

export interface GraphParts {
  settings: RenderSettings;
  content: SiteContent;
  routes: readonly Route[];
  sharedKey: string;
}

/**
 * Write the graph of a build; answers its stamp for the manifest, or undefined when it could not
 * be written (the next body edit then takes the full way).
 */
export function writePageGraph(cacheDir: string | undefined, outDir: string, parts: GraphParts): string | undefined {
  if (!cacheDir) return undefined;
  try {
    const { content, routes } = parts;
    const index = new Map(content.posts.map((p, i) => [p, i]));
    const shownBy: number[][] = content.posts.map(() => []);
    const stored = routes.map((route, r) => {
      const found = new Set<number>();
      const view = withRefs(route.view, index, found);
      for (const p of found) shownBy[p]!.push(r);
      // A listing's sources name every post: only the last (the file a render problem is told
      // against, pool/render-pages.ts) is kept.
      return { ...route, sources: route.sources.slice(-1), view };
    });
    const records = [...chunks(stored), ...chunks(content.posts.map((p) => p.data))].map((c) => serialize(c));
    const at = new Float64Array(records.length + 1);
    records.forEach((b, i) => (at[i + 1] = at[i]! + b.length));
    const showsAt = new Uint32Array(shownBy.length + 1);
    shownBy.forEach((list, j) => (showsAt[j + 1] = showsAt[j]! + list.length));
    const stamp = randomBytes(8).toString('hex');
    const { dir, site, pages, blogPage, subservices } = content;
    const header: Header = {
      stamp,
      settings: parts.settings,
      content: { dir, site, pages, blogPage, subservices },
      sharedKey: parts.sharedKey,
      files: routes.map((r) => r.file),
      posts: content.posts.map((p) => p.file),
      at,
      showsAt,
      shows: Uint32Array.from(shownBy.flat()),
    };
    const head = serialize(header);
    const preamble = Buffer.alloc(PREAMBLE);
    preamble.writeUInt32LE(head.length);
    const file = graphFile(cacheDir, outDir);
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.concat([preamble, head, ...records]));
    renameSync(tmp, file);
    return stamp;
  } catch {
    return undefined; // a cache that cannot be written only costs time
  }
}

/**
 * A stored page graph, its records read when asked for. The file stays open: a build writing a new
 * graph meanwhile replaces the file (rename), and this one still reads the old.
 */
export class PageGraph {
  private readonly postIndex: Map<string, number>;
  private readonly chunks = new Map<number, unknown[]>();
  private pageIndex?: Map<string, number>;

  private constructor(
    private readonly fd: number,
    private readonly header: Header,
    private readonly recordsAt: number,
  ) {
    this.postIndex = new Map(header.posts.map((f, i) => [f, i]));
  }

  /** The graph that goes with the manifest stamped `stamp`, or undefined. Close it after use. */
  static open(cacheDir: string | undefined, outDir: string, stamp: string | undefined): PageGraph | undefined {
    if (!cacheDir || !stamp) return undefined;
    let fd: number | undefined;
    try {
      fd = openSync(graphFile(cacheDir, outDir), 'r');
      const preamble = Buffer.alloc(PREAMBLE);
      if (readSync(fd, preamble, 0, PREAMBLE, 0) !== PREAMBLE) throw new Error('short');
      const length = preamble.readUInt32LE(0);
      const head = Buffer.alloc(length);
      if (readSync(fd, head, 0, length, PREAMBLE) !== length) throw new Error('short');
      const header = deserialize(head) as Header;
      if (header.stamp !== stamp) throw new Error('another build’s graph');
      return new PageGraph(fd, header, PREAMBLE + length);
    } catch {
      if (fd !== undefined) closeSync(fd);
      return undefined;
    }
  }

  close(): void {
    closeSync(this.fd);
  }

  get settings(): RenderSettings {
    return this.header.settings;
  }

  get content(): GraphContent {
    return this.header.content;
  }

  get sharedKey(): string {
    return this.header.sharedKey;
  }

  get routeCount(): number {
    return this.header.files.length;
  }

  /** The route whose output file this is, by index. */
  routeOf(file: string): number | undefined {
    this.pageIndex ??= new Map(this.header.files.map((f, i) => [f, i]));
    return this.pageIndex.get(file);
  }

  /** Route `index`'s output file. */
  routeFile(index: number): string {
    return this.header.files[index]!;
  }

  /** Whether `file` is a post the graph knows. */
  hasPost(file: string): boolean {
    return this.postIndex.has(file);
  }

  /** The routes showing the post `file` (its own page, the listings it is on). */
  showing(file: string): number[] {
    const j = this.postIndex.get(file);
    if (j === undefined) return [];
    return [...this.header.shows.subarray(this.header.showsAt[j], this.header.showsAt[j + 1])];
  }

  /** The post's validated data as the graph's build had it. */
  postData(file: string): BlogPost | undefined {
    const j = this.postIndex.get(file);
    return j === undefined ? undefined : (this.record(Math.ceil(this.header.files.length / CHUNK), j) as BlogPost);
  }

  /** Route `index`, each post in it given by `post` (called with the post's file). */
  route(index: number, post: (file: string) => PostEntry): Route {
    const stored = this.record(0, index) as Route;
    return { ...stored, view: resolve(stored.view, (j) => post(this.header.posts[j]!)) as Route['view'] };
  }

  /** Record `i` of the part whose chunks start at chunk `first`. */
  private record(first: number, i: number): unknown {
    const c = first + Math.floor(i / CHUNK);
    let chunk = this.chunks.get(c);
    if (!chunk) {
      const start = this.header.at[c]!;
      const length = this.header.at[c + 1]! - start;
      const bytes = Buffer.alloc(length);
      if (readSync(this.fd, bytes, 0, length, this.recordsAt + start) !== length) throw new Error('page graph: a record is cut short');
      chunk = deserialize(bytes) as unknown[];
      this.chunks.set(c, chunk);
    }
    return chunk[i % CHUNK];
  }
}
