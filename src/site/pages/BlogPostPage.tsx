import { useContext, type ReactNode } from 'react';
import type { BlogPage } from '../model/schemas/index.ts';
import type { PostEntry, PostSummary } from '../model/content.ts';
import { renderMarkdown } from '../components/markdown.ts';
import { formatPostDate } from '../shared/dates.ts';
import { Blocks } from '../components/blocks/Blocks.tsx';
import { Decor } from '../components/Decor.tsx';
import { blogBase } from '../model/route.ts';
import { useHref, useRender } from '../components/context.ts';
import { ImageCatalogContext, Picture } from '../components/Picture.tsx';

/** Every text of a post that its page and its card show, as shown. */
export interface PostShown {
  eyebrow: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  dateText: string;
  readTime: string;
  image: string;
  imageAlt: string;
  /** What every crop of the picture keeps in frame (model/focus.ts). */
  imageFocus?: string;
}

export function postShown(post: PostSummary): PostShown {
  const d = post.data;
  return {
    eyebrow: d.category.join(' · '),
    title: d.title,
    excerpt: d.excerpt,
    author: d.author,
    date: d.date,
    dateText: formatPostDate(d.date),
    readTime: d.readTime,
    image: d.image,
    imageAlt: d.imageAlt ?? '', // decorative: the image sits beside the post's title
    imageFocus: d.imageFocus,
  };
}

export function BlogPostPage({ post, page }: { post: PostEntry; page: BlogPage }) {
  const images = useContext(ImageCatalogContext);
  const { trailingSlash } = useRender().site;
  return (
    <BlogPostView
      shown={postShown(post)}
      decor={<Decor variant="hero" seed={post.slug} />}
      body={renderMarkdown(post.body, images, trailingSlash)}
      page={page}
    />
  );
}

/** A post's page from its shown texts, its decoration and its rendered Markdown body. */
export function BlogPostView({
  shown,
  decor,
  body,
  page,
}: {
  shown: PostShown;
  decor: ReactNode;
  body: string;
  page: BlogPage;
}) {
  const href = useHref();
  return (
    <>
      <article className="article">
        <header className="hero hero-article">
          {decor}
          <div className="container narrow">
            <p className="eyebrow">{shown.eyebrow}</p>
            <h1>{shown.title}</h1>
            <p className="hero-lead">{shown.excerpt}</p>
            <p className="post-meta muted">
              <span>{shown.author}</span> · <time dateTime={shown.date}>{shown.dateText}</time> ·{' '}
              <span>{shown.readTime}</span>
            </p>
          </div>
        </header>
        <div className="container narrow">
          <Picture
            image={{ src: shown.image, alt: shown.imageAlt, width: 1200, height: 630, focus: shown.imageFocus }}
            use="article"
            priority
            className="article-image"
          />
          {/* Markdown is rendered with raw HTML disabled and links restricted (content/markdown.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
          <p>
            <a href={href(blogBase)} className="text-link text-link-back">
              {page.listing.backLabel}
            </a>
          </p>
        </div>
      </article>
      <Blocks blocks={page.closing} />
    </>
  );
}
