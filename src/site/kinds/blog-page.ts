// pages/blog.yml: the blog listing's own words (title, page size, categories, blocks around the
// list). Its routes are the posts kind's listings (posts.ts), which read these words.
import { blogBase, singletonFiles } from '../model/collections.ts';
import type { ImageRef } from '../images/uses.ts';
import { blocksRefs } from '../images/uses.ts';
import { publishAll, type KnownKind } from '../model/kind.ts';

const { file, schema } = singletonFiles.blogPage;

export const blogPageKind: KnownKind<'blogPage'> = {
  key: 'blogPage',
  label: 'Blog page',
  files: { file },
  schema,
  load: (loader) => loader.one(file, schema)?.data,
  routes: () => [], // the listings are made with the posts (posts.ts)
  urls: null, // its listings are under the posts' (posts.ts)
  views: {},
  publish: publishAll,
  aliases: (page, at) => [{ file: at.file(file), aliases: page.aliases, to: blogBase }],
  pictures: (page, at) => {
    const out: ImageRef[] = [];
    blocksRefs(page.blocks, at.file(file), out, 'blocks');
    blocksRefs(page.closing, at.file(file), out, 'closing');
    return out;
  },
  check: (page, at) => ({
    docs: [{ file: at.file(file), data: page }],
    blockLists: [
      { file: at.file(file), path: ['blocks'], blocks: page.blocks },
      { file: at.file(file), path: ['closing'], blocks: page.closing },
    ],
  }),
  editorSchema: {
    name: 'blog-page',
    title: "content/pages/blog.yml: the blog listing's own words",
    files: [file],
    yaml: true,
  },
  listing: null,
  scaffold: null,
};
