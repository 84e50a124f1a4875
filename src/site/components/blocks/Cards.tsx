import type { BlockOf, Card } from '../../model/schemas/index.ts';
import { ActionList } from '../ActionLink.tsx';
import { useHref } from '../context.ts';
import { Icon } from '../Icon.tsx';
import { Picture } from '../Picture.tsx';
import { CardFooter, CardList, CardTable } from './CardList.tsx';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';
import { scrollRow, type ScrollRowProps } from './scroll-row.ts';
import { SwipeCue } from './SwipeCue.tsx';

type CardsBlock = BlockOf<'cards'>;

function CardBody({ card, headingLevel }: { card: Card; headingLevel: 'h3' | 'h4' }) {
  const H = headingLevel;
  const href = useHref();
  return (
    <>
      {card.icon && (
        <span className={`card-icon tone-${card.tone ?? 'blue'}`}>
          <Icon name={card.icon} />
        </span>
      )}
      {card.category && <p className="card-category">{card.category}</p>}
      <H className="card-title">
        {card.href && !card.linkLabel ? (
          <a href={href(card.href)} className="stretched-link">
            {card.title}
          </a>
        ) : (
          card.title
        )}
      </H>
      <p className="card-text">{card.description}</p>
      {card.features && (
        <ul className="feature-list">
          {card.features.map((f) => (
            <li key={f}>
              <Icon name="check" size={16} /> {f}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TiltCard({ card }: { card: Card }) {
  return (
    <li className={`card card-tilt tone-${card.tone ?? 'blue'}`} data-tilt="">
      <span className="card-dots" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="dot" />
        ))}
      </span>
      {card.image && <Picture image={card.image} use="card" className="card-image" />}
      <div className="card-content">
        <CardBody card={card} headingLevel="h3" />
      </div>
    </li>
  );
}

function AlternatingRow({ card, index }: { card: Card; index: number }) {
  return (
    <li className={`row ${index % 2 ? 'row-reverse' : ''}`}>
      {card.image && <Picture image={card.image} use="row" className="row-image" />}
      <div className="row-copy">
        <CardBody card={card} headingLevel="h3" />
        <CardFooter card={card} />
      </div>
    </li>
  );
}

/**
 * On phones compact cards sit two across and `onPhones: stack` one under another; the page's swipe
 * rows (`swipe`) swipe as one row; the others stack as short summaries.
 */
function cardList(block: CardsBlock, swipe: boolean): ScrollRowProps {
  const className = `card-grid cols-${block.columns} layout-${block.layout}`;
  if (block.layout === 'compact' || block.onPhones === 'stack') return { className };
  return scrollRow(
    className,
    block.heading,
    block.items.some((c) => c.href || c.actions?.length),
    swipe,
  );
}

/** The highlighted card beside or below the grid. */
function AsideCard({ aside }: { aside: NonNullable<CardsBlock['aside']> }) {
  return (
    <aside className="aside-card" aria-label={aside.title}>
      <h3>{aside.title}</h3>
      <p>{aside.text}</p>
      {aside.points && (
        <ul className="feature-list">
          {aside.points.map((p) => (
            <li key={p}>
              <Icon name="check" size={16} /> {p}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** Cards drawn as cards: a grid, or on phones a row to swipe with its cue under it (only then). */
function CardGrid({ block, swipe }: { block: CardsBlock; swipe: boolean }) {
  const row = cardList(block, swipe);
  return (
    <>
      <ul {...row}>
        {block.items.map((c) =>
          block.layout === 'tilt' ? (
            <TiltCard key={c.title} card={c} />
          ) : (
            <li key={c.title} className={`card tone-${c.tone ?? 'blue'}`}>
              {c.image && <Picture image={c.image} use="card" className="card-image" />}
              <div className="card-content">
                <CardBody card={c} headingLevel="h3" />
                <CardFooter card={c} />
              </div>
            </li>
          ),
        )}
      </ul>
      {row.className.includes('scroller') && <SwipeCue count={block.items.length} />}
    </>
  );
}

function CardsList({ block, swipe }: { block: CardsBlock; swipe: boolean }) {
  switch (block.layout) {
    case 'list':
      return <CardList block={block} />;
    case 'table':
      return <CardTable block={block} />;
    case 'alternating':
      return (
        <ul className="rows">
          {block.items.map((c, i) => (
            <AlternatingRow key={c.title} card={c} index={i} />
          ))}
        </ul>
      );
    default:
      return <CardGrid block={block} swipe={swipe} />;
  }
}

export function Cards({ block, id, swipe }: { block: CardsBlock; id: string; swipe: boolean }) {
  return (
    <Section
      id={id}
      kind={`cards layout-${block.layout}`}
      heading={block.heading}
      intro={block.intro}
      head={headAlign(block)}
    >
      <div className={block.aside ? 'with-aside' : undefined}>
        <CardsList block={block} swipe={swipe} />
        {block.aside && <AsideCard aside={block.aside} />}
      </div>
      {block.actions && <ActionList actions={block.actions} />}
    </Section>
  );
}
