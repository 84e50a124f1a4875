// The page the browser shows while the site has problems: each one in the exact words the CLI
// prints (formatDiagnostic) and, for a component that threw, where in our code.
import { formatDiagnostic } from '../diagnostics.ts';
import { reloadScriptPath } from './protocol.ts';
import type { Problem } from './protocol.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Headers for the page: its own small policy, since it carries one inline <style>. */
export const errorPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
};

const style = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#1b1b1f;color:#eee}
main{max-width:60rem;margin:0 auto;padding:2rem 1.5rem}
h1{font-size:1.3rem;color:#ff8a80;margin:0 0 .5rem}
p{color:#bbb;margin:.25rem 0 1.25rem}
ol{list-style:none;padding:0;margin:0}
li{background:#26262b;border-left:4px solid #ff5252;border-radius:4px;padding:.75rem 1rem;margin:0 0 .75rem}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font:14px/1.45 ui-monospace,monospace;color:#fff}
.meta{display:block;margin-top:.35rem;font-size:13px;color:#9e9e9e}
a{color:#82b1ff}
h2{font-size:1.1rem;color:#ffd180;margin:1.5rem 0 .5rem}
li.warning{border-left-color:#ffd740}li.info{border-left-color:#90caf9}`;

export function errorPage(problems: readonly Problem[], findings: readonly Problem[] = []): string {
  const n = problems.length;
  const heading = n
    ? `${n} problem${n === 1 ? '' : 's'}: the site was not rebuilt`
    : findings.length
      ? `${count(findings)}: the site was rebuilt, \`check\` would report this`
      : 'No problems: the site builds cleanly';
  const intro = n
    ? 'The last good version of every page is still being served. Fix what is listed and save: the browser updates by itself.'
    : findings.length
      ? "Every page is served as rebuilt. These are <code>check</code>'s findings (errors, then warnings): fix them and save."
      : 'Everything rebuilt. <a href="/">Back to the site</a>';
  const checkHeading = n && findings.length ? `<h2>\`check\`: ${count(findings)} on the last good pages</h2>` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>agency-site dev: ${escapeHtml(heading)}</title><style>${style}</style>
<script type="module" src="${reloadScriptPath}" data-route="*"></script></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${intro}</p><ol>
${items(problems)}
</ol>${checkHeading}<ol class="findings">
${items(findings)}
</ol></main></body></html>
`;
}

function count(findings: readonly Problem[]): string {
  const n = (severity: string) => findings.filter((f) => (f.severity ?? 'error') === severity).length;
  const part = (k: number, what: string) => (k ? `${k} ${what}${k === 1 ? '' : 's'}` : '');
  return [part(n('error'), 'error'), part(n('warning'), 'warning'), part(n('info'), 'info')]
    .filter(Boolean)
    .join(' and ');
}

function items(list: readonly Problem[]): string {
  return list
    .map((p) => {
      const meta = p.thrownAt ? `<span class="meta">thrown at ${escapeHtml(p.thrownAt)}</span>` : '';
      return `<li${p.severity === 'warning' || p.severity === 'info' ? ` class="${p.severity}"` : ''}><pre>${escapeHtml(formatDiagnostic(p))}</pre>${meta}</li>`;
    })
    .join('\n');
}
