// The only URL forms content may use: site-internal paths, anchors, http(s), mailto and tel.
// Plain JavaScript, so that the page writer's thread (pool/write-thread.mjs) can use it without
// a TypeScript loader, through the Markdown renderer (markdown-it.mjs).

/** @param {string} href @returns {'internal' | 'anchor' | 'external' | 'mailto' | 'tel' | 'invalid'} */
export function classifyHref(href) {
  if (href.startsWith('#')) return href.length > 1 ? 'anchor' : 'invalid';
  if (href.startsWith('/')) return href.startsWith('//') ? 'invalid' : 'internal';
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return 'mailto';
  if (/^tel:\+?[0-9 ()-]{3,}$/i.test(href)) return 'tel';
  // canParse: the same answer as `new URL` not throwing, without making the URL (every post's image).
  if (/^https?:\/\//i.test(href)) return URL.canParse(href) ? 'external' : 'invalid';
  return 'invalid';
}
