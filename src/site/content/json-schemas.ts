// JSON Schemas of the content files, made from the zod schemas (the one description of each shape),
// for editors: VS Code's YAML extension reads them through .vscode/settings.json and completes
// fields, shows their descriptions and flags mistakes while typing. `agency-site schema` writes them.
import * as z from 'zod';
import { folderCollections, pageFileSchema, singletonFiles } from './collections.ts';
import { pagesDir } from './page-files.ts';

export interface ContentSchema {
  /** File name of the schema: `<name>.schema.json`. */
  name: string;
  title: string;
  /** The content files it describes, as globs relative to the content folder (`**` any folders; a leading `!` excludes). */
  files: string[];
  schema: z.ZodType;
}

export const contentSchemas: readonly ContentSchema[] = [
  { name: 'site', title: 'content/site.yml: the business constants every page uses', files: [singletonFiles.site.file], schema: singletonFiles.site.schema },
  {
    name: 'page',
    title: 'A page of the site: content/pages/**/<name>.yml',
    // Every page file, the fixed ones and any added (page-files.ts), but the blog listing's own;
    // `!` excludes a file, as VS Code's YAML extension reads these globs.
    files: [`${pagesDir}/**/*.yml`, `!${singletonFiles.blogPage.file}`],
    schema: pageFileSchema,
  },
  { name: 'blog-page', title: "content/pages/blog.yml: the blog listing's own words", files: [singletonFiles.blogPage.file], schema: singletonFiles.blogPage.schema },
  { name: 'subservice', title: 'A sub-service page: content/subservices/<slug>.yml, kind full or stub', files: [`${folderCollections.subservices.dir}/*${folderCollections.subservices.ext}`], schema: folderCollections.subservices.schema },
  { name: 'post', title: "A blog post's front matter: content/blog/<slug>.md", files: [`${folderCollections.posts.dir}/*${folderCollections.posts.ext}`], schema: folderCollections.posts.schema },
];

/** One JSON Schema (draft-07, which editors and validators know best) per kind of content file. */
export function jsonSchema(entry: ContentSchema): Record<string, unknown> {
  // What an editor writes is the input: a date as written, one category or a list.
  const json = z.toJSONSchema(entry.schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { ...json, $id: `${entry.name}.schema.json`, title: entry.title };
}
