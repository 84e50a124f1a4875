// The images stage, first half: every picture the content shows, read once. A file in
// content/images/ (or a picture downloaded from a self-hosted host) becomes a PreparedImage: its
// size and the names of the files the build makes of it. Names come from the source's bytes, so
// pages can be rendered, and keyed, before any file is encoded (encode.ts does that), and from the
// code that encodes them (encoder.ts), so that new code makes new names.
import { hash } from 'node:crypto';
import path from 'node:path';
import type { Metadata } from 'sharp';
import type { SiteContent } from '../model/content.ts';
import { isLocalImage } from '../model/href.ts';
import { alreadyParsed, parseOrigin, type Origin } from '../shared/web-values.ts';
import { diagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { sharpReason, tooManyPixels } from './decode.ts';
import { readLocalPicture } from './local.ts';
import { cleanedSvg, looksLikeSvg } from './svg-files.ts';
import { downloadImages } from './remote.ts';
import { codeFingerprint } from '../project.ts';
import { ENCODER_MODULES } from './encoder.ts';
import { encoderSettings, loadSharp, MAX_PIXELS } from './sharp.ts';
import { useSpecs, type ImageRef } from './uses.ts';
import type { FocusPoint } from '../model/focus.ts';
import type { CleanSvg } from './svg-clean.ts';
import type { AnyKind } from '../model/kind.ts';
import { imageRefs } from './refs.ts';

export type { ImageCatalog, PreparedImage } from './catalog.ts';
import type { ImageCatalog, PreparedImage } from './catalog.ts';

export interface PreparedImages {
  catalog: ImageCatalog;
  /** base → the source bytes, for encode.ts. */
  sources: ReadonlyMap<string, Buffer>;
  /** Pictures still loaded from other hosts: their origins, for the CSP's img-src. */
  origins: Origin[];
  /** Where each picture is shown (uses.ts), for `check`. */
  refs: ImageRef[];
  problems: Diagnostic[];
  /** One per self-hosted host that could not be reached: the build goes on and links the picture. */
  warnings: string[];
  /** Self-hosted pictures linked from their host instead, and why (remote.ts), for `check`. */
  notDownloaded: ReadonlyMap<string, string>;
  /** SVG pictures something was removed from as they were cleaned (svg-clean.ts), and what, for `check`. */
  cleaned: ReadonlyMap<string, readonly string[]>;
  /** A problem with a picture (its src), at the first place the content names it: for encode.ts. */
  problem(src: string, message: string): Diagnostic;
}

export interface PrepareOptions {
  /** Where downloads are kept between builds; undefined: nowhere. */
  cache?: string;
  /** False: no downloads (`check`), only what the cache holds; the rest stays linked. */
  download?: boolean;
  /** The kinds of content whose pictures are prepared: the site's (site-definition.ts). */
  kinds: readonly AnyKind[];
}

export async function prepareImages(content: SiteContent, options: PrepareOptions): Promise<PreparedImages> {
  const refs = imageRefs(content, options.kinds);
  const selfHosted = new Set(content.site.images.selfHost.map((h) => h.toLowerCase()));
  const srcs = [...new Set(refs.map((r) => r.src))];
  const remote = srcs.filter((s) => isRemote(s) && selfHosted.has(new URL(s).host.toLowerCase()));
  const local = srcs.filter(isLocalImage);
  const problems: Diagnostic[] = [];
  const problem = (src: string, message: string) => refProblem(content, refs, src, message);
  const [localRead, downloads] = await Promise.all([
    Promise.all(local.map((src) => readLocalPicture(content.dir, src, displayDir(content)))),
    downloadImages(remote, {
      cache: options.cache,
      timeoutMs: content.site.images.timeoutSeconds * 1000,
      download: options.download ?? true,
      hosts: selfHosted,
    }),
  ]);
  const read = new Map<string, Buffer>();
  local.forEach((src, i) => {
    const r = localRead[i]!;
    if ('bytes' in r) read.set(src, r.bytes);
    else problems.push(problem(src, `${src} ${r.problem}`));
  });
  for (const [src, bytes] of downloads.bytes) read.set(src, bytes);

  const catalog: Record<string, PreparedImage> = {};
  const sources = new Map<string, Buffer>();
  const warnings = [...downloads.warnings];
  // Sorted by src, whatever order sharp answers in: the catalog goes into every page's key.
  const cleaned = new Map<string, string[]>();
  for (const [src, bytes, meta] of await readSizes(read, options.cache)) {
    if (typeof meta === 'string') {
      if (isLocalImage(src)) problems.push(problem(src, `${src} ${meta}`));
      else warnings.push(`${src} ${meta}; it is linked from ${new URL(src).host} instead`);
      continue;
    }
    const image = prepared(src, bytes, meta, refs);
    catalog[src] = image;
    // An SVG is served as cleaned, and drawn from that where a raster is wanted.
    sources.set(image.base, meta.svg?.svg ?? bytes);
    if (meta.svg?.removed.length) {
      cleaned.set(src, meta.svg.removed);
      warnings.push(
        `${src}: removed ${meta.svg.removed.join(', ')} (an SVG is served as a file of the site, where these could run or load from elsewhere)`,
      );
    }
  }
  return {
    catalog,
    sources,
    origins: linkedOrigins(refs, catalog),
    refs,
    problems: sortDiagnostics(problems),
    warnings,
    notDownloaded: downloads.missed,
    cleaned,
    problem,
  };
}

interface Meta {
  width: number;
  height: number;
  /** Transparent somewhere: the fallback is a PNG. An SVG drawing counts as opaque (a JPEG on white, far smaller). */
  alpha: boolean;
  /** sharp's and libvips' versions: other versions may write other bytes. */
  versions: string;
  /** An SVG: served as itself, cleaned; its size is its viewBox's. */
  svg?: CleanSvg;
}

/** Each picture's size and kind, sorted by src; or, in words, why it cannot be used. */
async function readSizes(
  read: ReadonlyMap<string, Buffer>,
  cache: string | undefined,
): Promise<[string, Buffer, Meta | string][]> {
  const sorted = [...read].sort(([a], [b]) => (a < b ? -1 : 1));
  // sharp is loaded only for a raster picture: a site of SVGs whose cleaning is cached needs neither it nor svgo.
  const raster = sorted.some(([, bytes]) => !looksLikeSvg(bytes));
  const sharp = raster ? await loadSharp() : undefined;
  const versions = sharp ? JSON.stringify(sharp.versions) : '';
  return Promise.all(
    sorted.map(async ([src, bytes]): Promise<[string, Buffer, Meta | string]> => [
      src,
      bytes,
      looksLikeSvg(bytes) ? await svgMeta(src, bytes, cache) : await readMeta(sharp!, bytes, versions),
    ]),
  );
}

/** An SVG's size, from its viewBox as it is cleaned (svg-files.ts); its name holds no sharp version (a raster of it is named by sharp's package version, in the code fingerprint). */
async function svgMeta(src: string, bytes: Buffer, cache: string | undefined): Promise<Meta | string> {
  const clean = await cleanedSvg(bytes, `${stem(src)}-${digest(bytes, '')}`, cache);
  if ('problem' in clean) return clean.problem;
  return { width: clean.width, height: clean.height, alpha: false, versions: '', svg: clean };
}

const notAPicture = 'is not a picture the build can read: save it as PNG, JPEG, WebP, AVIF, GIF or SVG';

/**
 * From the header alone: a file cut short or damaged past it shows only when decoded, as the build
 * encodes it (encode.ts) or as `check` decodes it (verify.ts).
 */
async function readMeta(
  sharp: Awaited<ReturnType<typeof loadSharp>>,
  bytes: Buffer,
  versions: string,
): Promise<Meta | string> {
  if (bytes.length === 0) return 'is an empty file (0 bytes): save the picture again';
  let m: Metadata;
  try {
    // The header alone, whatever size it claims: that is checked below, and said in the message.
    m = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    const reason = sharpReason(err);
    return /unsupported image format/i.test(reason)
      ? notAPicture
      : `is damaged: its header cannot be read (${reason}): export it again from the original`;
  }
  // As shown: a photo its camera saved sideways (EXIF orientation 5-8) is turned upright.
  const width = m.autoOrient?.width ?? m.width;
  const height = m.autoOrient?.height ?? m.height;
  if (!width || !height) return notAPicture;
  if (width * height > MAX_PIXELS) return tooManyPixels(width, height);
  return { width, height, alpha: m.hasAlpha === true && m.format !== 'svg', versions };
}

function prepared(src: string, bytes: Buffer, meta: Meta, refs: ImageRef[]): PreparedImage {
  const { width, height } = meta;
  const own = refs.filter((r) => r.src === src);
  const wanted = new Set(own.flatMap((r) => useSpecs[r.use].widths));
  if (wanted.size === 0) wanted.add(width); // only shared on social networks: as it is
  const widths = [...wanted].filter((w) => w < width);
  if ([...wanted].some((w) => w >= width)) widths.push(width);
  const base = `assets/img/${stem(src)}-${digest(bytes, meta.versions)}`;
  const shares = sharesOf(own);
  // An SVG is served as itself; only networks and search engines, which want a raster, get a JPEG.
  if (meta.svg)
    return {
      base,
      width,
      height,
      fallback: 'jpeg',
      widths: own.some((r) => useSpecs[r.use].shared) ? [Math.min(width, SVG_RASTER_WIDTH)] : [],
      ...shares,
      svg: true,
    };
  return {
    base,
    width,
    height,
    fallback: meta.alpha ? 'png' : 'jpeg',
    widths: [...new Set(widths)].sort((a, b) => a - b),
    ...shares,
  };
}

const middle: FocusPoint = [50, 50];

/** The points a picture's share previews are cut around, each once and sorted (the catalog is in page keys); none: no key. */
function sharesOf(refs: readonly ImageRef[]): Pick<PreparedImage, 'shares'> {
  const points = new Map<string, FocusPoint>();
  for (const r of refs) if (r.use === 'share') points.set(String(r.focus ?? middle), r.focus ?? middle);
  const shares = [...points.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return shares.length ? { shares } : {};
}

/** The raster made of an SVG shared on social networks (and named in structured data): their usual card width. */
const SVG_RASTER_WIDTH = 1200;

/** Its name says what made it: the source's bytes, the encoder's settings and code, sharp's and libvips' versions. */
function digest(bytes: Buffer, versions: string): string {
  const made = JSON.stringify(encoderSettings) + versions + codeFingerprint(ENCODER_MODULES);
  return hash('sha256', Buffer.concat([bytes, Buffer.from(made)]), 'hex').slice(0, 10);
}

/** A readable file name from the source's: `images/team/priya.jpg` → `team-priya`. */
function stem(src: string): string {
  const name = (
    isLocalImage(src) ? src.slice('images/'.length) : (new URL(src).pathname.split('/').filter(Boolean).pop() ?? '')
  ).replace(/\.[^.]+$/, '');
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image'
  );
}

/** The origins pages load pictures from that the build did not make (the CSP's img-src), as a browser names them. */
export function linkedOrigins(refs: readonly Pick<ImageRef, 'src' | 'use'>[], catalog: ImageCatalog): Origin[] {
  // A shared picture is fetched by the network that shows the card, never by the page.
  const linked = new Set(
    refs.filter((r) => !useSpecs[r.use].shared && isRemote(r.src) && !catalog[r.src]).map((r) => r.src),
  );
  // Every picture's address was parsed where it was read (its schema, or the Markdown renderer's rule).
  return [...new Set([...linked].map((src) => alreadyParsed(parseOrigin, src)))].sort();
}

const isRemote = (src: string) => /^https?:\/\//i.test(src);

function displayDir(content: SiteContent): string {
  return path.relative(process.cwd(), path.join(content.dir, 'images')).split(path.sep).join('/') + '/';
}

/** A problem with a picture, at the first place the content names it. */
function refProblem(content: SiteContent, refs: ImageRef[], src: string, message: string): Diagnostic {
  const ref = refs.find((r) => r.src === src);
  if (!ref) return diagnostic({ file: displayDir(content), rule: 'images', message });
  const line = ref.line ?? content.lines.get(ref.file)?.(ref.field);
  return diagnostic({ file: ref.file, line, field: ref.field.join('.'), rule: 'images', message });
}
