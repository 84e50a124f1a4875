// Small blocks that are little more than a heading and a list.
import { useContext } from 'react';
import type { BlockOf } from '../../model/schemas/index.ts';
import { renderMarkdown } from '../markdown.ts';
import { caseStudyUse } from '../../images/uses.ts';
import { fillTokens } from '../../shared/chat.ts';
import { ActionList } from '../ActionLink.tsx';
import { useRender } from '../context.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Icon } from '../Icon.tsx';
import { ImageCatalogContext, Picture } from '../Picture.tsx';
import { StatTile } from '../StatTile.tsx';
import { scrollRow } from './scroll-row.ts';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';
import { SwipeCue } from './SwipeCue.tsx';

export function Stats({ block, id }: { block: BlockOf<'stats'>; id: string }) {
  return (
    <Section
      id={id}
      kind="stats"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
      decor
    >
      <ul className="stat-grid">
        {block.items.map((s) => (
          <StatTile key={s.label} stat={s} />
        ))}
      </ul>
    </Section>
  );
}

export function Process({ block, id }: { block: BlockOf<'process'>; id: string }) {
  return (
    <Section
      id={id}
      kind="process"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <ol className={`steps steps-${block.steps.length}`}>
        {block.steps.map((s) => (
          <li key={s.step} className="step">
            <span className="step-number" aria-hidden="true">
              {s.step}
            </span>
            <h3 className="step-title">{s.title}</h3>
            <p>{s.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Checklist({ block, id }: { block: BlockOf<'checklist'>; id: string }) {
  return (
    <Section id={id} kind="checklist" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <div className={block.stats ? 'split' : undefined}>
        <ul className="checklist">
          {block.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={20} /> {item}
            </li>
          ))}
        </ul>
        {block.stats && (
          <ul className="stat-grid stat-grid-compact">
            {block.stats.map((s) => (
              <StatTile key={s.label} stat={s} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function Stars({ rating }: { rating: number }) {
  const { site } = useRender();
  return (
    <p className="stars" role="img" aria-label={fillTokens(site.ui.ratingLabel, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={18} className={i < rating ? 'star star-on' : 'star'} />
      ))}
    </p>
  );
}

export function Testimonials({ block, id, swipe }: { block: BlockOf<'testimonials'>; id: string; swipe: boolean }) {
  return (
    <Section
      id={id}
      kind="testimonials"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <ul {...scrollRow('card-grid cols-3', block.heading, false, swipe)}>
        {block.items.map((t) => (
          <li key={t.name} className="card testimonial">
            <figure>
              <Stars rating={t.rating} />
              <blockquote>
                <p>{t.text}</p>
              </blockquote>
              <figcaption>
                <Picture image={t.image} use="avatar" className="avatar" />
                <span>
                  <strong>{t.name}</strong>
                  <span className="muted">
                    {t.business}
                    {t.city ? `, ${t.city}` : ''}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {swipe && <SwipeCue count={block.items.length} />}
    </Section>
  );
}

export function Quotes({ block, id, swipe }: { block: BlockOf<'quotes'>; id: string; swipe: boolean }) {
  return (
    <Section
      id={id}
      kind="quotes"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <ul {...scrollRow('card-grid cols-3', block.heading, false, swipe)}>
        {block.items.map((q) => (
          <li key={q.author} className="card testimonial">
            <figure>
              <Icon name="quote" className="quote-mark" />
              <blockquote>
                <p>{q.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{q.author}</strong>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {swipe && <SwipeCue count={block.items.length} />}
    </Section>
  );
}

export function Faq({ block, id }: { block: BlockOf<'faq'>; id: string }) {
  return (
    <Section id={id} kind="faq" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <div className="faq-list">
        {block.items.map((f) => (
          <details key={f.q} className="faq">
            <summary>{f.q}</summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function Cta({ block, id }: { block: BlockOf<'cta'>; id: string }) {
  return (
    <section id={id} className={`section cta cta-${block.variant}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="cta-box">
          <h2 id={`${id}-title`}>{block.heading}</h2>
          {block.intro && <p>{block.intro}</p>}
          <ActionList actions={block.actions} />
        </div>
      </div>
    </section>
  );
}

export function Prose({ block, id }: { block: BlockOf<'prose'>; id: string }) {
  const images = useContext(ImageCatalogContext);
  return (
    <Section id={id} kind="prose" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <div className={block.image ? 'split' : undefined}>
        {/* Markdown is rendered with raw HTML disabled, so this string is safe to inject. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(block.body, images) }} />
        {block.image && <Picture image={block.image} use="prose" className="prose-image" />}
      </div>
    </Section>
  );
}

export function Team({ block, id, swipe }: { block: BlockOf<'team'>; id: string; swipe: boolean }) {
  return (
    <Section id={id} kind="team" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <ul {...scrollRow('card-grid cols-3', block.heading, true, swipe)}>
        {block.members.map((m) => (
          <li key={m.name} className="card team-member">
            <Picture image={m.image} use="team" className="team-photo" />
            <div className="card-content">
              <h3 className="card-title">{m.name}</h3>
              <p className="card-category">{m.role}</p>
              <p className="card-text">{m.blurb}</p>
              <ExternalLink href={m.profileUrl} className="text-link">
                {m.profileLabel}
                <span className="visually-hidden">: {m.name}</span>
              </ExternalLink>
            </div>
          </li>
        ))}
      </ul>
      {swipe && <SwipeCue count={block.members.length} />}
    </Section>
  );
}

export function Tags({ block, id, swipe }: { block: BlockOf<'tags'>; id: string; swipe: boolean }) {
  return (
    <Section
      id={id}
      kind="tags"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <ul
        {...(block.layout === 'strip' ? scrollRow('tag-list', block.heading, false, swipe) : { className: 'tag-list' })}
      >
        {block.items.map((t) => (
          <li key={t} className="tag">
            {t}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CaseStudies({ block, id, swipe }: { block: BlockOf<'case-studies'>; id: string; swipe: boolean }) {
  return (
    <Section
      id={id}
      kind="case-studies"
      layout={block.layout}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <ul {...scrollRow('card-grid cols-3', block.heading, false, swipe)}>
        {(block.items ?? []).map((c, i, all) => (
          <li key={c.id} id={c.id} className="card case-study">
            <Picture image={c.image} use={caseStudyUse(block.layout, i, all.length)} className="card-image" />
            <div className="card-content">
              <p className="card-category">{c.category}</p>
              <h3 className="card-title">{c.title}</h3>
              <p className="muted">{c.client}</p>
              <p className="card-text">{c.description}</p>
              <h4>{block.resultsLabel}</h4>
              <ul className="feature-list">
                {c.results.map((r) => (
                  <li key={r}>
                    <Icon name="trending-up" size={16} /> {r}
                  </li>
                ))}
              </ul>
              {c.href && block.linkLabel ? (
                // A story with a page of its own: the card is its summary, the rest is there.
                <a className="text-link case-study-link" href={c.href}>
                  {block.linkLabel}
                  <span className="visually-hidden">: {c.title}</span>
                </a>
              ) : (
                <>
                  <h4>{block.servicesLabel}</h4>
                  <ul className="tag-list tag-list-small">
                    {c.services.map((s) => (
                      <li key={s} className="tag">
                        {s}
                      </li>
                    ))}
                  </ul>
                  <h4>{block.technologiesLabel}</h4>
                  <ul className="tag-list tag-list-small">
                    {c.technologies.map((s) => (
                      <li key={s} className="tag">
                        {s}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Location({ block, id }: { block: BlockOf<'location'>; id: string }) {
  const { site } = useRender();
  const a = site.address;
  return (
    <Section id={id} kind="location" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <address className="card location-card">
        <Icon name="map-pin" />
        <span>
          {site.name}
          <br />
          {a.street}
          <br />
          {a.locality}, {a.region} {a.postalCode}
        </span>
        {block.mapUrl && block.mapLabel && (
          <ExternalLink href={block.mapUrl} className="text-link">
            {block.mapLabel}
          </ExternalLink>
        )}
      </address>
    </Section>
  );
}
