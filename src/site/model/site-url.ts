// Where the site may be served from: checked alike for a flag, a variable and site.yml.

/**
 * The site is served from the root of its host: every link and asset is written from `/`. A site
 * URL with a path (a GitHub Pages project site, https://user.github.io/repo/) would lose the path
 * in canonicals and the sitemap and break every link: refused, saying what works instead.
 */
export function basePathProblem(siteUrl: string): string | undefined {
  const pathname = URL.canParse(siteUrl) ? new URL(siteUrl).pathname : '/'; // not a URL: another rule's finding
  if (pathname === '/') return undefined;
  return `must be the root of its host, without a path ("${pathname}"): the site's links and assets start at /, so it cannot be served from a folder such as a GitHub Pages project site; use a custom domain or a user site (https://user.github.io/)`;
}
