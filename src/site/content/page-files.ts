// The page files of content/pages/ beyond the fixed ones (collections.ts): every
// `pages/**/<name>.yml` is a page at its path (`careers.yml` → /careers, `legal/terms.yml` →
// /legal/terms). A file that cannot be one (not .yml, a name that is not a slug, a path another kind
// of content owns: the blog, the sub-services) is a problem naming it: never a page silently missing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { UrlSpace } from '../model/kind.ts';

export type { UrlSpace };
import { notFoundPath, pageFiles, singletonFiles, slugPattern } from '../model/collections.ts';

export const pagesDir = 'pages';

/** A page file found: where it is and the URL path it becomes. */
export interface PageFile {
  /** Relative to the content folder: `pages/legal/terms.yml`. */
  rel: string;
  abs: string;
  /** The URL path: `/legal/terms`. */
  path: string;
  /** A symbolic link: the loader follows it only to a file inside the content folder. */
  link: boolean;
}

/** Files loaded as fixed pages or as the blog listing's own file: not found here again. */
const fixedFiles = new Set<string>([...Object.values(pageFiles), singletonFiles.blogPage.file]);

// Editor droppings (swap files, backups, dotfiles), as dev's watcher ignores them.
const ignoredName = /^\.|~$|^#.*#$/;
// Deep enough for any site's sections; a bound, so a folder loop cannot run on.
const maxDepth = 8;

/** Why a page path cannot be a page (a path another kind owns, the build's assets), or undefined. */
export function pathClash(urlPath: string, spaces: readonly UrlSpace[]): string | undefined {
  const p = urlPath.toLowerCase();
  const under = (base: string) => p === base.toLowerCase() || p.startsWith(base.toLowerCase() + '/');
  for (const s of spaces)
    if (under(s.base))
      return `${urlPath} is under ${s.base}, where ${s.what} are: ${s.hint}; give the page another path`;
  if (under('/assets'))
    return `${urlPath} is under /assets/, which the build keeps for its script, stylesheet and fonts: give the page another path`;
  if (p === notFoundPath) return `${urlPath} is the not-found page's (pages/404.yml)`;
  return undefined;
}

/** Every page file under content/pages/ but the fixed ones, in path order, and the problems found. */
export function findPageFiles(
  contentDir: string,
  display: (abs: string) => string,
  spaces: readonly UrlSpace[],
): { files: PageFile[]; diags: Diagnostic[] } {
  const files: PageFile[] = [];
  const diags: Diagnostic[] = [];
  const problem = (abs: string, rule: string, message: string) =>
    diags.push(diagnostic({ file: display(abs), rule, message }));

  const walk = (rel: string, depth: number) => {
    const dir = path.join(contentDir, rel);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no pages folder: the fixed pages' own files say so
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (ignoredName.test(e.name)) continue;
      const childRel = `${rel}/${e.name}`;
      const abs = path.join(contentDir, childRel);
      if (e.isDirectory()) {
        if (depth < maxDepth) walk(childRel, depth + 1);
        else
          problem(
            abs,
            'page-file',
            `folder is nested deeper than ${maxDepth} levels in content/pages: keep page paths shorter`,
          );
        continue;
      }
      if (fixedFiles.has(childRel)) continue;
      if (!e.name.endsWith('.yml')) {
        const hint = e.name.endsWith('.yaml') ? 'rename it to .yml' : 'move it out of content/pages';
        problem(abs, 'page-file', `is not a page file: content/pages holds only <name>.yml pages; ${hint}`);
        continue;
      }
      const segments = childRel.slice(pagesDir.length + 1, -'.yml'.length).split('/');
      const bad = segments.find((s) => !slugPattern.test(s));
      if (bad !== undefined) {
        problem(
          abs,
          'slug',
          `"${bad}" is not a valid slug, so this file cannot be a page: name page files and their folders with lowercase letters, digits and single dashes`,
        );
        continue;
      }
      const urlPath = '/' + segments.join('/');
      const clash = pathClash(urlPath, spaces);
      if (clash) problem(abs, 'page-file', `cannot be a page: ${clash}`);
      else files.push({ rel: childRel, abs, path: urlPath, link: e.isSymbolicLink() });
    }
  };
  walk(pagesDir, 1);
  return { files, diags };
}
