import type { BlogPage } from '../content/schemas/index.ts';
import type { PostEntry } from '../content/load.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { Blocks } from '../components/blocks/Blocks.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { blogListPath, blogPostPath, categoryPath, type View } from '../routes.ts';
import { formatPostDate } from '../shared/dates.ts';

type ListView = Extract<View, { kind: 'blog-list' }>;

function postHref(post: PostEntry): string {
  return post.data.url ?? blogPostPath(post.slug);
}

function formatDate(iso: string): string {
  return formatPostDate(iso);
}

function PostLink({ post, children, className }: { post: PostEntry; children: React.ReactNode; className?: string }) {
  return post.data.url ? (
    <ExternalLink href={post.data.url} className={className}>{children}</ExternalLink>
  ) : (
    <a href={postHref(post)} className={className}>{children}</a>
  );
}

function PostCard({ post, page, featured = false }: { post: PostEntry; page: BlogPage; featured?: boolean }) {
  const d = post.data;
  return (
    <article className={featured ? 'card post-card post-featured' : 'card post-card'}>
      <img className="picture card-image" src={d.image} alt={d.imageAlt} width={800} height={450} loading={featured ? 'eager' : 'lazy'} decoding="async" />
      <div className="card-content">
        {featured && <p className="badge">{page.listing.featuredLabel}</p>}
        <p className="card-category">{d.category.join(' · ')}</p>
        {featured ? <h2 className="card-title">{d.title}</h2> : <h3 className="card-title">{d.title}</h3>}
        <p className="card-text">{d.excerpt}</p>
        <p className="post-meta muted">
          <span>{d.author}</span> · <time dateTime={d.date}>{formatDate(d.date)}</time> · <span>{d.readTime}</span>
        </p>
        <PostLink post={post} className="text-link">
          {d.url ? page.listing.externalLabel : page.listing.readMoreLabel}
          <span className="visually-hidden">: {d.title}</span>
        </PostLink>
      </div>
    </article>
  );
}

export function BlogListPage({ view, page }: { view: ListView; page: BlogPage }) {
  const l = page.listing;
  const hero = page.blocks.filter((b) => b.type === 'hero');
  const rest = page.blocks.filter((b) => b.type !== 'hero');
  return (
    <>
      <Blocks blocks={hero} />
      <div className="container blog-layout">
        <div className="blog-main">
          {view.category && <h2 className="blog-list-heading">{view.category.name}</h2>}
          {view.featured && <PostCard post={view.featured} page={page} featured />}
          <ul className="card-grid cols-2 post-grid">
            {view.posts.map((p) => (
              <li key={p.slug}><PostCard post={p} page={page} /></li>
            ))}
          </ul>
          {view.pageCount > 1 && (
            <nav className="pagination" aria-label={page.listing.pageLabel.replace('{page}', '')}>
              {view.pageNumber > 1 && <a href={blogListPath(view.basePath, view.pageNumber - 1)} rel="prev">{l.newerLabel}</a>}
              <span>{l.pageLabel.replace('{page}', `${view.pageNumber} / ${view.pageCount}`)}</span>
              {view.pageNumber < view.pageCount && <a href={blogListPath(view.basePath, view.pageNumber + 1)} rel="next">{l.olderLabel}</a>}
            </nav>
          )}
        </div>
        <aside className="blog-sidebar" aria-labelledby="blog-categories-title">
          <section className="card">
            <h2 id="blog-categories-title" className="sidebar-heading">{l.categoriesHeading}</h2>
            <ul className="category-list">
              <li>
                <a href="/blog" aria-current={!view.category && view.pageNumber === 1 ? 'page' : undefined}>
                  {l.allPostsLabel} <span className="count">{view.total}</span>
                </a>
              </li>
              {view.categories.map((c) => (
                <li key={c.slug}>
                  <a href={categoryPath(c.slug)} aria-current={view.category?.slug === c.slug && view.pageNumber === 1 ? 'page' : undefined}>
                    {c.name} <span className="count">{c.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="card newsletter">
            <Icon name="bell" />
            <h2 className="sidebar-heading">{l.newsletter.heading}</h2>
            <p>{l.newsletter.text}</p>
            <ActionLink action={l.newsletter.action} />
          </section>
        </aside>
      </div>
      <Blocks blocks={rest} />
    </>
  );
}
