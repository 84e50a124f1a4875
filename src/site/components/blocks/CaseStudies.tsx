// The case-studies block: each client's story as a card, leading to its page where it has one.
import { Tags } from '../Tags.tsx';
import type { BlockOf } from '../../model/schemas/index.ts';
import { caseStudyUse } from '../../images/uses.ts';
import { useHref } from '../context.ts';
import { Icon } from '../Icon.tsx';
import { Picture } from '../Picture.tsx';
import { scrollRow } from './scroll-row.ts';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';

export function CaseStudies({ block, id, swipe }: { block: BlockOf<'case-studies'>; id: string; swipe: boolean }) {
  const href = useHref();
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
                <a className="text-link case-study-link" href={href(c.href)}>
                  {block.linkLabel}
                  <span className="visually-hidden">: {c.title}</span>
                </a>
              ) : (
                <>
                  <Tags heading={block.servicesLabel} items={c.services} level="h4" />
                  <Tags heading={block.technologiesLabel} items={c.technologies} level="h4" />
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
