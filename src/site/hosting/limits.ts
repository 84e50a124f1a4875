// What the hosts' files may hold. Past these a host does not fail loudly: Cloudflare Pages drops a
// `_headers` line over 2,000 characters (the Content-Security-Policy with it) and ignores
// redirects past its counts; nginx refuses a token over 4,096 bytes, so `nginx -t` fails and the
// old site stays. Every site is held to the strictest, so each of the four hosts gets it whole.
// Sources: developers.cloudflare.com/pages/configuration/headers/ and …/redirects/ ("Limits");
// nginx's configuration parser (NGX_CONF_BUFFER, "too long parameter").
import { singletonFiles } from '../model/collections.ts';
import type { SiteContent } from '../model/content.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { PreparedImages } from '../images/prepare.ts';
import { useSpecs } from '../images/uses.ts';
import { publicDir } from '../public-files.ts';
import { lineOf, type Redirect } from '../redirects/collect.ts';
import { contentFile } from '../model/route.ts';
import { headerLine } from './headers-file.ts';
import { quote } from './nginx.ts';
import { everything, type HostRules } from './rules.ts';

export const hostLimits = {
  /** Cloudflare Pages: characters in one `_headers` line; header rules (path blocks) in the file. */
  headerLine: 2_000,
  headerRules: 100,
  /** Cloudflare Pages: characters in one `_redirects` line; static and dynamic (splat, placeholder) redirects. */
  redirectLine: 1_000,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  /** nginx: bytes of one token, a quoted string with its quotes. */
  nginxToken: 4_096,
};

const n = (x: number) => x.toLocaleString('en-US');

export interface LimitInput {
  content: SiteContent;
  rules: HostRules;
  redirects: readonly Redirect[];
  /** Where pictures are shown: the hosts in the policy's img-src come from them. */
  images: Pick<PreparedImages, 'origins' | 'refs' | 'problem'>;
  /** content/public/_redirects, when there is one: its lines join the generated file. */
  handMade?: string;
}

/** Every limit a host file of this site would pass, each at the field that takes it there. */
export function hostLimitProblems(o: LimitInput): Diagnostic[] {
  return [...headerProblems(o), ...redirectProblems(o)];
}

function headerProblems({ content, rules, images }: LimitInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const site = siteFile(content);
  for (const header of rules.headers.find((r) => r.path === everything)?.headers ?? []) {
    const line = headerLine(header).length;
    const token = Buffer.byteLength(quote(header[1]));
    if (line <= hostLimits.headerLine && token <= hostLimits.nginxToken) continue;
    const hosts = [
      `Cloudflare Pages drops a _headers line over ${n(hostLimits.headerLine)} characters`,
      ...(token > hostLimits.nginxToken ? [`nginx refuses a value over ${n(hostLimits.nginxToken)} bytes`] : []),
    ];
    const said = `the ${header[0]} would be a _headers line of ${n(line)} characters: ${hosts.join(', and ')}`;
    // Only the policy grows with content: by the hosts pictures are linked from.
    const culprit = header[0] === 'Content-Security-Policy' ? pastLimit(line, images.origins) : undefined;
    if (culprit) {
      const src = images.refs.find(
        (r) => !useSpecs[r.use].shared && /^https?:\/\//i.test(r.src) && new URL(r.src).origin === culprit,
      )!.src;
      out.push({
        ...images.problem(
          src,
          `${src}: ${said}; its img-src names ${images.origins.length} hosts pictures are linked from, and this picture's host is past the limit: put the pictures in content/images/, or name their hosts in images.selfHost so that the build serves them`,
        ),
        rule: 'hosts',
      });
    } else out.push(diagnostic({ file: site, rule: 'hosts', message: `${said}: shorten what it is made of` }));
  }
  const own = rules.headers.length - content.site.headers.length;
  if (rules.headers.length > hostLimits.headerRules) {
    const i = hostLimits.headerRules - own;
    out.push(
      diagnostic({
        file: site,
        line: lineOf(content, site, ['headers', i]),
        field: `headers.${i}`,
        rule: 'hosts',
        message: `_headers would have ${rules.headers.length} rules (${own} of the build's): Cloudflare Pages reads ${hostLimits.headerRules} at most; merge paths under one prefix (/downloads/*) or remove some`,
      }),
    );
  }
  return out;
}

/** The first picture origin (in the policy's order) that takes the line past the limit; none if the rest alone does. */
function pastLimit(line: number, origins: readonly string[]): string | undefined {
  let length = line - origins.reduce((sum, o) => sum + o.length + 1, 0);
  if (length > hostLimits.headerLine) return undefined;
  return origins.find((o) => (length += o.length + 1) > hostLimits.headerLine);
}

function redirectProblems({ content, redirects, handMade }: LimitInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const lines = handMadeRules(handMade);
  const file = contentFile(content, `${publicDir}/_redirects`);
  for (const l of lines) {
    if (l.text.length > hostLimits.redirectLine)
      out.push(
        diagnostic({
          file,
          line: l.line,
          rule: 'hosts',
          message: `this line has ${n(l.text.length)} characters: Cloudflare Pages reads none over ${n(hostLimits.redirectLine)}; make it shorter (a splat rule can stand for many addresses)`,
        }),
      );
  }
  const dynamic = lines.filter((l) => l.dynamic);
  if (dynamic.length > hostLimits.dynamicRedirects) {
    out.push(
      diagnostic({
        file,
        line: dynamic[hostLimits.dynamicRedirects]!.line,
        rule: 'hosts',
        message: `this is dynamic redirect number ${hostLimits.dynamicRedirects + 1} (a splat or :placeholder): Cloudflare Pages reads ${hostLimits.dynamicRedirects} at most; remove some or merge them`,
      }),
    );
  }
  const statics = [...redirects.map((r) => ({ r })), ...lines.filter((l) => !l.dynamic).map((l) => ({ l }))];
  const past = statics[hostLimits.staticRedirects];
  if (past) {
    const message = `this is redirect number ${n(hostLimits.staticRedirects + 1)} (content's and content/public/_redirects' together): Cloudflare Pages reads ${n(hostLimits.staticRedirects)} static redirects at most; remove the oldest, or redirect a whole folder with one splat line in content/public/_redirects`;
    if ('r' in past)
      out.push(
        diagnostic({
          file: past.r.file,
          line: lineOf(content, past.r.file, past.r.field),
          field: past.r.field.join('.'),
          rule: 'hosts',
          message,
        }),
      );
    else out.push(diagnostic({ file, line: past.l.line, rule: 'hosts', message }));
  }
  return out;
}

/** The rule lines of a hand-made `_redirects`: the hosts read a `*` or `:name` in the source as dynamic. */
function handMadeRules(text: string | undefined): { line: number; text: string; dynamic: boolean }[] {
  if (text === undefined) return [];
  return text.split('\n').flatMap((line, i) => {
    const from = line.trim().split(/\s+/)[0] ?? '';
    return from && !from.startsWith('#')
      ? [{ line: i + 1, text: line, dynamic: /[*:]/.test(from.replace(/^https?:\/\//, '')) }]
      : [];
  });
}

const siteFile = (content: SiteContent) => contentFile(content, singletonFiles.site.file);
