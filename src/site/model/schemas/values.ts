// The values every content schema is made of: text, links, pictures, old paths. Types are inferred from these, never written twice.
// Every object schema here and in the other schema files is z.lazy: built the first time it is used,
// as a command validates only some kinds of content (a rebuild of one post: its front matter) and
// building them all cost every build ~5 ms of its start-up.
import * as z from 'zod';
import { classifyHref, isLocalImage, localImagePattern } from '../href.ts';
import {
  parseOrigin,
  MAX_OLD_PATH_LENGTH,
  MAX_TARGET_LENGTH,
  oldPathPattern,
  parseOldPath,
  parseRedirectTarget,
} from '../../shared/web-values.ts';
import { iconNames } from './icons.ts';
import { focusPattern, parseFocus } from '../focus.ts';

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** The only URL forms content may use. */
export { classifyHref };

// classifyHref's forms as JSON Schema patterns (json-schema.ts: what editors check while typing);
// the JSON Schema test holds them to classifyHref on every href of the shipped content and fixtures.
const plain = String.raw`[^\\\s]`; // neither white space nor a backslash
const internalPattern = String.raw`/(?!/)${plain}*`;
const externalPattern = String.raw`[hH][tT][tT][pP][sS]?://${plain}+`;
const hrefPattern = String.raw`^(?:#${plain}+|${internalPattern}|${externalPattern}|mailto:[^\\\s@]+@[^\\\s@]+|tel:\+?[0-9 ()-]{3,})$`;

/** Why an http(s) URL is not one a policy or host file could name (`https://cdn;x.example.in/`, a space). */
function badHost(v: string): string | undefined {
  const origin = /^https?:\/\//i.test(v) ? parseOrigin(v) : undefined;
  return origin && !origin.ok ? origin.problem : undefined;
}

/** A refinement: `ok` says whether the value is one of the forms, `message` what to write else. */
const oneOf = (ok: (v: string) => boolean, message: string) => (v: string, ctx: z.core.$RefinementCtx<string>) => {
  if (!ok(v)) ctx.addIssue({ code: 'custom', message: badHost(v) ?? message });
};

export const hrefSchema = nonEmpty
  .superRefine(
    oneOf(
      (v) => classifyHref(v) !== 'invalid',
      'must be a site path (/about), an anchor (#id), or an http(s), mailto: or tel: URL: write it in one of these forms',
    ),
  )
  .meta({
    pattern: hrefPattern,
    description: 'Where the link leads: a site path (/contact), an anchor (#faq), or an https://, mailto: or tel: URL.',
  });

export const internalPathSchema = nonEmpty
  .refine((v) => classifyHref(v) === 'internal', {
    message: 'must be a site path starting with "/" (for example /contact)',
  })
  .meta({ pattern: `^${internalPattern}$`, description: 'A page of this site, as a path: /contact, /services/seo.' });

export const absoluteUrlSchema = nonEmpty
  .superRefine(oneOf((v) => classifyHref(v) === 'external', 'must be an absolute http(s) URL'))
  .meta({ pattern: `^${externalPattern}$`, description: 'An absolute URL starting with https:// (or http://).' });

export const iconSchema = z.enum(iconNames);

/** Where a picture comes from: a file in content/images/, an http(s) URL or a site path. */
export const imageSrcSchema = nonEmpty
  .superRefine(
    oneOf(
      (v) => isLocalImage(v) || ['external', 'internal'].includes(classifyHref(v)),
      'must be a file in content/images/ (images/team.jpg), an absolute http(s) URL or a site path: write it in one of these forms',
    ),
  )
  .meta({
    // The CMS: a picture from content/images/ (its media folder) or an address.
    'x-cms': { widget: 'image' },
    pattern: `^(?:${localImagePattern.source.slice(1, -1)}|${internalPattern}|${externalPattern})$`,
    description:
      'The picture: a file in content/images/ (images/team.jpg), an https:// URL or a site path (/team.jpg).',
  });

/** A picture's focal point: what every crop of it keeps in frame (model/focus.ts). */
export const focusSchema = z
  .string()
  .superRefine((v, ctx) => {
    const point = parseFocus(v);
    if (typeof point === 'string') ctx.addIssue({ code: 'custom', message: point });
  })
  .meta({
    pattern: focusPattern.source,
    description:
      'What must stay in frame when the picture is cropped to fit its box: left, right, top, bottom or center, or a point as two percentages across and down in steps of 5 ("30% 40%": 30 % from the left edge, 40 % from the top). Without it, the middle.',
  });

export const imageSchema = z.lazy(() =>
  z
    .strictObject({
      src: imageSrcSchema,
      alt: nonEmpty.describe('What the picture shows, for people who cannot see it.'),
      width: z
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          "The picture's width in pixels (keeps the page from jumping as it loads); read from the file for a picture in content/images/.",
        ),
      height: z
        .number()
        .int()
        .positive()
        .optional()
        .describe("The picture's height in pixels; read from the file for a picture in content/images/."),
      focus: focusSchema.optional(),
    })
    .superRefine((img, ctx) => {
      // A picture from elsewhere is not read by the build: its size must be written down.
      if (isLocalImage(img.src)) return;
      for (const key of ['width', 'height'] as const) {
        if (img[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required for a picture that is not in content/images/: write its ${key} in pixels`,
          });
      }
    }),
);
export type Image = z.infer<typeof imageSchema>;

/** Colour families the design knows; cards and stat tiles pick one. */
export const toneSchema = z.enum(['blue', 'purple', 'pink', 'orange', 'green', 'teal']);
export type Tone = z.infer<typeof toneSchema>;

/** A schema of a value parsed by web-values.ts: its problem is the finding. */
const parsedBy =
  (parse: (raw: string) => { ok: true } | { ok: false; problem: string }) =>
  (v: string, ctx: z.core.$RefinementCtx<string>) => {
    const result = parse(v);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.problem });
  };

/** An old address of a page (redirects/): `/blog/old-slug`, within the lengths web-values.ts gives. */
export const oldPathSchema = nonEmpty.superRefine(parsedBy(parseOldPath)).meta({
  pattern: oldPathPattern,
  maxLength: MAX_OLD_PATH_LENGTH,
  description: 'An old address of a page, as a site path: /blog/old-slug.',
});

/** Where a redirect leads: a site path or an https:// address, with nothing a host file would read as syntax. */
export const redirectTargetSchema = nonEmpty.superRefine(parsedBy(parseRedirectTarget)).meta({
  pattern: String.raw`^(?:/(?!/)|https://)[^#\s\\]*$`,
  maxLength: MAX_TARGET_LENGTH,
  description: 'Where it leads: a page of this site (/services/seo) or an https:// address, without spaces or #.',
});

/** `aliases`: old paths of this page or post that keep working after it was renamed (Hugo's word). */
export const aliasesSchema = z
  .array(oldPathSchema)
  .optional()
  .describe(
    'Old addresses of this page that lead here (after a rename): [/blog/old-slug]. The build writes a redirect for each.',
  );
