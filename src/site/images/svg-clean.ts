// An SVG picture is served as a file of the site (<img src="….svg">). Shown through <img> it can run
// nothing, but opened at its own address it is a document of the site's origin: a script or an
// event handler in it would run there, and a reference to another host would be fetched. So each
// one is cleaned by svgo before it is served: what could run or reach out is removed (and said),
// the drawing itself is left as it was (no optimising passes: they cost ~10 ms a file for ~12 %
// of bytes). Its size is its viewBox's; one without a viewBox or a size cannot be laid out.
import type { CustomPlugin, XastElement, XastParent } from 'svgo';

/** The largest SVG cleaned: an illustration is tens of KB; parsing 50 MB of XML would take seconds. */
export const MAX_SVG_BYTES = 5 * 1024 * 1024;

export interface CleanSvg {
  svg: Buffer;
  /** The viewBox's width and height, rounded: the <img>'s width and height. */
  width: number;
  height: number;
  /** What was removed, in words (`a <script>`, `an event handler (onload)`), once each. */
  removed: string[];
}

/** Elements that run code, hold another document or load one. */
const banned = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
  'canvas',
]);
/** Animations may set an attribute to a `javascript:` link or a handler: those that target one go. */
const animations = new Set(['set', 'animate', 'animatetransform', 'animatemotion']);
/** Pictures embedded in the file itself, which load nothing. */
const embeddedPicture = /^data:image\/(?:png|jpe?g|gif|webp);base64,/i;

/** The SVG cleaned, with its size; or, in words after its name, why it cannot be used. */
export async function cleanSvg(source: Buffer): Promise<CleanSvg | { problem: string }> {
  if (source.length > MAX_SVG_BYTES)
    return {
      problem: `is an SVG of ${Math.round(source.length / 1024)} KB, more than the ${MAX_SVG_BYTES / 1024 / 1024} MB one may be: simplify the drawing or export it as PNG or JPEG`,
    };
  const { optimize } = await import('svgo');
  const found = new Set<string>();
  const size: { viewBox?: number[]; problem?: string } = {};
  let data: string;
  try {
    data = optimize(source.toString('utf8'), {
      multipass: false,
      plugins: [safety(found, size), 'removeScripts', 'removeDoctype', 'removeXMLProcInst'],
    }).data;
  } catch (err) {
    const reason = String((err as Error)?.message ?? err)
      .split('\n')[0]!
      .slice(0, 200);
    return { problem: `is not an SVG the build can read (${reason}): export it again from the drawing program` };
  }
  if (size.problem) return { problem: size.problem };
  const [, , w, h] = size.viewBox!;
  return {
    svg: Buffer.from(data),
    width: Math.max(1, Math.round(w!)),
    height: Math.max(1, Math.round(h!)),
    removed: [...found],
  };
}

/** Removes what could run or reach out (said in `found`), and reads and sets the root's size. */
function safety(found: Set<string>, size: { viewBox?: number[]; problem?: string }): CustomPlugin {
  return {
    name: 'agencySiteSafety',
    fn: () => ({
      element: {
        enter: (node, parent) => {
          if (parent.type === 'root') {
            cleanAttributes(node, found);
            return rootSize(node, size);
          }
          const local = localName(node.name);
          if (
            banned.has(local) ||
            (animations.has(local) && /^(?:on|(?:.*:)?href$)/i.test(node.attributes.attributeName ?? ''))
          ) {
            found.add(`a <${node.name}> element`);
            return detach(node, parent);
          }
          if (
            local === 'style' &&
            node.children.some((c) => c.type !== 'element' && 'value' in c && reachesOut(c.value))
          ) {
            found.add('a <style> that loads from elsewhere (@import or url())');
            return detach(node, parent);
          }
          cleanAttributes(node, found);
        },
      },
    }),
  };
}

function cleanAttributes(node: XastElement, found: Set<string>): void {
  for (const [name, value] of Object.entries(node.attributes)) {
    const local = localName(name);
    if (local.startsWith('on')) {
      found.add(`an event handler (${name})`);
      delete node.attributes[name];
    } else if (
      local === 'href' &&
      !value.trim().startsWith('#') &&
      !(localName(node.name) === 'image' && embeddedPicture.test(value.trim()))
    ) {
      found.add(`a link or reference to another file (${name}="${value.slice(0, 60)}")`);
      delete node.attributes[name];
    } else if (reachesOut(value)) {
      found.add(`a reference to another file (${name})`);
      delete node.attributes[name];
    }
  }
}

/** A CSS text or attribute that loads something: `@import`, or url() of anything but `#id`. */
function reachesOut(value: string): boolean {
  if (/@import|expression\s*\(/i.test(value)) return true;
  for (const m of value.matchAll(/url\(\s*(['"]?)\s*([^'")]*)/gi)) if (!m[2]!.startsWith('#')) return true;
  return false;
}

/** The root's viewBox (made from width and height when it has none), and width and height set to it. */
function rootSize(node: XastElement, size: { viewBox?: number[]; problem?: string }): void {
  if (localName(node.name) !== 'svg') {
    size.problem = `is not an SVG drawing (its root element is <${node.name}>): export it again as SVG`;
    return;
  }
  const numbers = (node.attributes.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  let box =
    numbers.length === 4 && numbers.every(Number.isFinite) && numbers[2]! > 0 && numbers[3]! > 0 ? numbers : undefined;
  if (!box) {
    const px = (v: string | undefined) => (v && /^\s*\d+(?:\.\d+)?\s*(?:px)?\s*$/.test(v) ? parseFloat(v) : NaN);
    const [w, h] = [px(node.attributes.width), px(node.attributes.height)];
    if (!(w > 0 && h > 0)) {
      size.problem =
        'has no usable viewBox (four numbers, a positive width and height) and no width and height in pixels: its size is unknown, so the page cannot keep room for it. Add viewBox="0 0 <width> <height>" to its <svg> element';
      return;
    }
    box = [0, 0, w, h];
    node.attributes.viewBox = box.join(' ');
  }
  size.viewBox = box;
  node.attributes.width = String(box[2]);
  node.attributes.height = String(box[3]);
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

function detach(node: XastElement, parent: XastParent): void {
  parent.children = parent.children.filter((c) => c !== node);
}
