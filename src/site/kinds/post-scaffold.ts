// `agency-site new post "<title>"`: a post to start from, dated today, with the site's picture
// until it has its own, in the blog's first category; its placeholders ({excerpt}, {body}…) are
// flagged by `check` until replaced. `new` writes it in the CMS's text (cli/commands/new.ts), so no comments here.
import { blogPostPath } from '../model/route.ts';
import type { Scaffold } from '../model/kind.ts';

/** Where posts are: `blog/<slug>.md`. */
export const postFiles = { dir: 'blog', ext: '.md' } as const;

export const postScaffold: Scaffold = {
  command: 'post',
  noun: 'post',
  description: 'a post with valid front matter and placeholders to replace',
  from: 'title',
  drafts: true,
  ...postFiles,
  route: blogPostPath,
  needsContent: true,
  text: ({ title = '', draft, today, content }) =>
    [
      '---',
      `title: ${JSON.stringify(title.trim())}`,
      'excerpt: "{excerpt}: one or two sentences for the post card and search results"',
      `image: ${JSON.stringify(content!.site.socialImage)}`,
      'imageAlt: "{imageAlt}: what the picture shows"',
      'author: "{author}"',
      `date: ${today}`,
      `category: ${JSON.stringify(content!.blogPage.listing.categories[0]!.name)}`,
      'readTime: "5 min read"',
      ...(draft ? ['draft: true'] : []),
      '---',
      '',
      '{body}: write the post here, in Markdown.',
      '',
    ].join('\n'),
};
