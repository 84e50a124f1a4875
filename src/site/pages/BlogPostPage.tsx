import type { BlogPage } from '../content/schemas/index.ts';
import type { PostEntry } from '../content/load.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { formatPostDate } from '../shared/dates.ts';
import { Blocks } from '../components/blocks/Blocks.tsx';
import { Decor } from '../components/Decor.tsx';

export function BlogPostPage({ post, page }: { post: PostEntry; page: BlogPage }) {
  const d = post.data;
  return (
    <>
      <article className="article">
        <header className="hero hero-article">
          <Decor variant="hero" seed={post.slug} />
          <div className="container narrow">
            <p className="eyebrow">{d.category.join(' · ')}</p>
            <h1>{d.title}</h1>
            <p className="hero-lead">{d.excerpt}</p>
            <p className="post-meta muted">
              <span>{d.author}</span> · <time dateTime={d.date}>{formatPostDate(d.date)}</time> · <span>{d.readTime}</span>
            </p>
          </div>
        </header>
        <div className="container narrow">
          <img className="picture article-image" src={d.image} alt={d.imageAlt} width={1200} height={630} loading="eager" decoding="async" />
          {/* Markdown is rendered with raw HTML disabled and links restricted (content/markdown.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
          <p><a href="/blog" className="text-link">{page.listing.backLabel}</a></p>
        </div>
      </article>
      <Blocks blocks={page.closing} />
    </>
  );
}
