import type { BlogPage } from '../model/schemas/index.ts';
import type { PostSummary } from '../model/content.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { Blocks } from '../components/blocks/Blocks.tsx';
import { useHref } from '../components/context.ts';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Picture } from '../components/Picture.tsx';
import { Icon } from '../components/Icon.tsx';
import { blogBase, blogListPath, blogPostPath, categoryPath, type View } from '../model/route.ts';
import { postShown, type PostShown } from './BlogPostPage.tsx';

type ListView = Extract<View, { kind: 'blog-list' }>;

/** Every text of a post that its card shows, as shown. */
export interface CardShown extends PostShown {
  /** Where the card links: the post's page, or where it is published. */
  href: string;
}

export function cardShown(post: PostSummary): CardShown {
  return { ...postShown(post), href: post.data.url ?? blogPostPath(post.slug) };
}

/** A post's card from its shown texts; `external`: the post is published elsewhere (its `url`). */
export function PostCardView({
  shown,
  external,
  featured = false,
  level = 'h3',
  page,
}: {
  shown: CardShown;
  external: boolean;
  featured?: boolean;
  /** The title's heading level: h3 under a heading of the list, h2 where none is above it. */
  level?: 'h2' | 'h3';
  page: BlogPage;
}) {
  const Title = featured ? 'h2' : level;
  const href = useHref();
  const link = external ? (
    <ExternalLink href={shown.href} className="text-link">
      {page.listing.externalLabel}
      <span className="visually-hidden">: {shown.title}</span>
    </ExternalLink>
  ) : (
    <a href={href(shown.href)} className="text-link">
      {page.listing.readMoreLabel}
      <span className="visually-hidden">: {shown.title}</span>
    </a>
  );
  return (
    <article className={featured ? 'card post-card post-featured' : 'card post-card'}>
      <Picture
        image={{ src: shown.image, alt: shown.imageAlt, width: 800, height: 450, focus: shown.imageFocus }}
        use="card"
        eager={featured}
        className="card-image"
      />
      <div className="card-content">
        {featured && <p className="badge">{page.listing.featuredLabel}</p>}
        <p className="card-category">{shown.eyebrow}</p>
        <Title className="card-title">{shown.title}</Title>
        <p className="card-text">{shown.excerpt}</p>
        <p className="post-meta muted">
          <span>{shown.author}</span> · <time dateTime={shown.date}>{shown.dateText}</time> ·{' '}
          <span>{shown.readTime}</span>
        </p>
        {link}
      </div>
    </article>
  );
}

function PostCard(p: { post: PostSummary; page: BlogPage; featured?: boolean; level?: 'h2' | 'h3' }) {
  return (
    <PostCardView
      shown={cardShown(p.post)}
      external={!!p.post.data.url}
      featured={p.featured}
      level={p.level}
      page={p.page}
    />
  );
}

/** The sidebar's category links with their counts; a cut list ends with a link to the full one on /blog. */
function CategoryList({ view, page }: { view: ListView; page: BlogPage }) {
  const l = page.listing;
  const href = useHref();
  return (
    <section className="card">
      <h2 id="blog-categories-title" className="sidebar-heading">
        {l.categoriesHeading}
      </h2>
      <ul className="category-list">
        <li>
          <a href={href(blogBase)} aria-current={!view.category && view.pageNumber === 1 ? 'page' : undefined}>
            {l.allPostsLabel} <span className="count">{view.total}</span>
          </a>
        </li>
        {view.categories.map((c) => (
          <li key={c.slug}>
            <a
              href={href(categoryPath(c.slug))}
              aria-current={view.category?.slug === c.slug && view.pageNumber === 1 ? 'page' : undefined}
            >
              {c.name} <span className="count">{c.count}</span>
            </a>
          </li>
        ))}
        {view.allCategories !== undefined && (
          <li>
            <a href={href(`${blogBase}#blog-categories-title`)}>
              {l.categoriesHeading} <span className="count">{view.allCategories}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function BlogListPage({ view, page }: { view: ListView; page: BlogPage }) {
  const l = page.listing;
  const href = useHref();
  const hero = page.blocks.filter((b) => b.type === 'hero');
  const rest = page.blocks.filter((b) => b.type !== 'hero');
  // No heading level skipped: the cards are h3 under the category's, the page's or the featured post's h2.
  const cardLevel = view.category || view.featured || view.pageNumber > 1 ? 'h3' : 'h2';
  return (
    <>
      <Blocks blocks={hero} />
      <div className="container blog-layout">
        <div className="blog-main">
          {view.category ? (
            <h2 className="blog-list-heading">{view.category.name}</h2>
          ) : (
            view.pageNumber > 1 && (
              <h2 className="blog-list-heading">{l.pageLabel.replace('{page}', String(view.pageNumber))}</h2>
            )
          )}
          {view.featured && <PostCard post={view.featured} page={page} featured />}
          <ul className="card-grid cols-2 post-grid">
            {view.posts.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} page={page} level={cardLevel} />
              </li>
            ))}
          </ul>
          {view.pageCount > 1 && (
            <nav className="pagination" aria-label={page.listing.pageLabel.replace('{page}', '')}>
              {view.pageNumber > 1 && (
                <a href={href(blogListPath(view.basePath, view.pageNumber - 1))} rel="prev">
                  {l.newerLabel}
                </a>
              )}
              <span>{l.pageLabel.replace('{page}', `${view.pageNumber} / ${view.pageCount}`)}</span>
              {view.pageNumber < view.pageCount && (
                <a href={href(blogListPath(view.basePath, view.pageNumber + 1))} rel="next">
                  {l.olderLabel}
                </a>
              )}
            </nav>
          )}
        </div>
        <aside className="blog-sidebar" aria-labelledby="blog-categories-title">
          <CategoryList view={view} page={page} />
          <section className="card newsletter">
            <Icon name="bell" />
            <h2 className="sidebar-heading">{l.newsletter.heading}</h2>
            <p>{l.newsletter.text}</p>
            <ActionLink action={l.newsletter.action} />
          </section>
        </aside>
      </div>
      <Blocks blocks={rest} />
      <Blocks blocks={page.closing} />
    </>
  );
}
