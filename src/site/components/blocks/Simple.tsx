// Small blocks that are little more than a heading and a list.
import { useContext } from 'react';
import type { BlockOf } from '../../model/schemas/index.ts';
import { renderMarkdown } from '../markdown.ts';
import { ActionList } from '../ActionLink.tsx';
import { useRender } from '../context.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Icon } from '../Icon.tsx';
import { ImageCatalogContext, Picture } from '../Picture.tsx';
import { StatTile } from '../StatTile.tsx';
import { scrollRow } from './scroll-row.ts';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';

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
  const { trailingSlash } = useRender().site;
  return (
    <Section id={id} kind="prose" heading={block.heading} intro={block.intro} head={headAlign(block)}>
      <div className={block.image ? 'split' : undefined}>
        {/* Markdown is rendered with raw HTML disabled, so this string is safe to inject. */}
        <div
          className="prose"
          dangerouslySetInnerHTML={{ __html: renderMarkdown(block.body, images, trailingSlash) }}
        />
        {block.image && <Picture image={block.image} use="prose" className="prose-image" />}
      </div>
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
