// The blocks about people: testimonials (with their stars), short quotes and the team.
import type { BlockOf } from '../../model/schemas/index.ts';
import { fillTokens } from '../../shared/chat.ts';
import { useRender } from '../context.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Icon } from '../Icon.tsx';
import { Portrait } from '../Portrait.tsx';
import { scrollRow } from './scroll-row.ts';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';
import { SwipeCue } from './SwipeCue.tsx';

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
                <Portrait name={t.name} image={t.image} use="avatar" className="avatar" />
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

export function Team({ block, id, swipe }: { block: BlockOf<'team'>; id: string; swipe: boolean }) {
  return (
    <Section id={id} kind="team" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <ul {...scrollRow('card-grid cols-3', block.heading, true, swipe)}>
        {block.members.map((m) => (
          <li key={m.name} className="card team-member">
            <Portrait name={m.name} image={m.image} use="team" className="team-photo" />
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
