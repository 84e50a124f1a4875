// links/external: outside links use only the allowed forms (http(s), mailto:, tel:, wa.me chat
// links with a URL-encoded text), are well-formed, and open in a new tab only with rel="noopener noreferrer".
import { isLocalImage } from '../../model/href.ts';
import { parseOrigin } from '../../shared/web-values.ts';
import { classifyHref } from '../../model/schemas/index.ts';
import { contentLinks } from '../content-links.ts';
import type { CheckContext } from '../context.ts';
import type { HtmlLink } from '../html.ts';
import { atLink, indexByUrl, primarySource, sourcesOf } from '../links-common.ts';
import { defineRule, Findings } from './rule.ts';

const rule = 'links/external';
const otherWhatsAppHosts = new Set([
  'api.whatsapp.com',
  'web.whatsapp.com',
  'whatsapp.com',
  'www.whatsapp.com',
  'wa.link',
]);
const encodedText = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-Fa-f]{2})*$/;

/** Why a URL that is not a site path or anchor is not allowed (undefined: it is fine). */
export function externalProblem(href: string, siteNumber: string, image = false): string | undefined {
  const kind = classifyHref(href);
  if (kind === 'internal' || kind === 'anchor') return undefined;
  if (kind === 'invalid') return invalidReason(href);
  if (image && kind !== 'external') return `image source ${href}: use an https:// URL or a site path`;
  if (kind !== 'external') return undefined; // mailto: and tel: passed classifyHref's shape check
  const url = new URL(href);
  const host = url.hostname.toLowerCase();
  if (otherWhatsAppHosts.has(host))
    return `chat link ${href}: write chat links as https://wa.me/<number>?text=<URL-encoded message> (CONTRACT.md)`;
  if (host === 'wa.me' || host === 'www.wa.me') return chatProblem(href, url, siteNumber);
  if (/\s/.test(href)) return `link to ${href}: contains a space; write it as %20`;
  if (!host.includes('.') && host !== 'localhost')
    return `link to ${href}: the host "${host}" is incomplete (expected a domain such as example.in)`;
  return undefined;
}

function invalidReason(href: string): string {
  const shown = href.length > 60 ? `${href.slice(0, 57)}…` : href;
  if (!href.trim()) return 'empty link: give it a target or remove it';
  if (/^\s*(javascript|data|vbscript):/i.test(href))
    return `link to ${shown}: javascript: and data: URLs are not allowed; link to a page or an https:// URL`;
  if (href === '#') return 'link to "#": an empty anchor goes nowhere; link to a section id or remove the link';
  if (href.startsWith('//')) return `link to ${shown}: protocol-relative; write https:${shown}`;
  if (/^mailto:/i.test(href)) return `link to ${shown}: mailto: needs one e-mail address, e.g. mailto:hello@example.in`;
  if (/^tel:/i.test(href)) return `link to ${shown}: tel: needs a phone number in digits, e.g. tel:+919876543210`;
  if (/^https?:/i.test(href)) {
    const origin = parseOrigin(href);
    return `link to ${shown}: ${origin.ok ? 'not a well-formed URL' : origin.problem}`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href))
    return `link to ${shown}: only https:, http:, mailto:, tel: and site paths are allowed`;
  if (/^www\./i.test(href)) return `link to ${shown}: add the scheme: https://${shown}`;
  return `link to ${shown}: relative links are not allowed; start a site path with / (e.g. /contact) or write a full https:// URL`;
}

function chatProblem(href: string, url: URL, siteNumber: string): string | undefined {
  const where = `chat link ${href.length > 70 ? `${href.slice(0, 67)}…` : href}`;
  if (url.protocol !== 'https:') return `${where}: use https://wa.me/…`;
  if (!/^\/\d{8,15}$/.test(url.pathname))
    return `${where}: needs the WhatsApp number, digits only with country code: https://wa.me/${siteNumber}?text=…`;
  const number = url.pathname.slice(1);
  if (number !== siteNumber)
    return `${where}: goes to ${number}, not the site's WhatsApp number ${siteNumber} (site.yml whatsappNumber)`;
  const raw = /[?&]text=([^&#]*)/.exec(href)?.[1];
  if (raw === undefined) return `${where}: needs a prefilled message: add ?text=<URL-encoded message>`;
  if (raw === '') return `${where}: the prefilled text is empty`;
  if (!encodedText.test(raw)) {
    let plain = raw.replace(/\+/g, ' ');
    try {
      plain = decodeURIComponent(plain);
    } catch {
      /* suggest from the raw text */
    }
    return `${where}: the text is not URL-encoded; write ?text=${encodeURIComponent(plain)}`;
  }
  return undefined;
}

function newTabProblem(link: HtmlLink): string | undefined {
  if (link.tag !== 'a' || link.attrs.target !== '_blank') return undefined;
  const rel = (link.attrs.rel ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('noopener') && rel.includes('noreferrer')) return undefined;
  return `new-tab link to ${link.url} has rel="${link.attrs.rel ?? ''}": a link with target="_blank" needs rel="noopener noreferrer"`;
}

export const linksExternal = defineRule(rule, (ctx: CheckContext) => {
  const findings = new Findings();
  const number = ctx.content.site.whatsappNumber;
  const links = contentLinks(ctx);
  const key = (l: (typeof links)[number]) => `${l.file}:${l.line}:${l.field.join('.')}:${l.href}`;

  // As written: this also sees Markdown links the renderer silently drops.
  for (const link of links) {
    const why = externalProblem(link.href, number, link.image);
    if (why) findings.add(atLink(rule, link, why), key(link));
  }

  // As rendered: chat links built from messages, and every new-tab link. Header and footer links
  // repeat on every page, so each URL is judged once.
  const index = indexByUrl(links);
  const verdicts = new Map<string, string | undefined>();
  const judge = (url: string, image: boolean) => {
    const key = `${image}\0${url}`;
    if (!verdicts.has(key)) verdicts.set(key, externalProblem(url, number, image));
    return verdicts.get(key);
  };
  for (const page of ctx.pages) {
    for (const link of page.scan.links) {
      // A picture in content/images/ the build could not read: the images rule's finding, not a link's.
      if (link.tag === 'img' && isLocalImage(link.url)) continue;
      const why = judge(link.url, link.tag === 'img') ?? newTabProblem(link);
      if (!why) continue;
      const written = sourcesOf(index, page.route, link.url);
      if (written.length) for (const l of written) findings.add(atLink(rule, l, why), key(l));
      else
        findings.add(
          ctx.report(
            rule,
            primarySource(page.route),
            undefined,
            `${why} (a link the site generates on ${page.route.path})`,
          ),
        );
    }
  }
  return findings.list;
});
