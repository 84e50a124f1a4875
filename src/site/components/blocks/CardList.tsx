// The cards block's two quieter layouts (issue 37, item 4): where cards are short text, a list or
// a table reads faster than a grid of boxes, and breaks the rhythm of card after card.
import type { BlockOf, Card } from '../../model/schemas/index.ts';
import { ActionList } from '../ActionLink.tsx';
import { useHref } from '../context.ts';
import { Icon } from '../Icon.tsx';

type CardsBlock = BlockOf<'cards'>;

/** The title links where the card leads, unless a link of its own (`linkLabel`) follows. */
function Title({ card }: { card: Card }) {
  const href = useHref();
  return card.href && !card.linkLabel ? <a href={href(card.href)}>{card.title}</a> : <>{card.title}</>;
}

export function CardFooter({ card }: { card: Card }) {
  const href = useHref();
  if (!card.linkLabel && !card.actions) return null;
  return (
    <div className="card-actions">
      {card.href && card.linkLabel && (
        <a href={href(card.href)} className="text-link">
          {card.linkLabel}
          <span className="visually-hidden">: {card.title}</span>
        </a>
      )}
      {card.actions && <ActionList actions={card.actions} className="actions actions-inline" />}
    </div>
  );
}

function Features({ features }: { features?: string[] }) {
  if (!features) return null;
  return (
    <ul className="feature-list">
      {features.map((f) => (
        <li key={f}>
          <Icon name="check" size={16} /> {f}
        </li>
      ))}
    </ul>
  );
}

/** layout: list: icon, title and its line, one entry under another. */
export function CardList({ block }: { block: CardsBlock }) {
  return (
    <ul className={`card-list cols-${block.columns === 2 ? 1 : 2}`}>
      {block.items.map((c) => (
        <li key={c.title} className="card-list-item">
          {c.icon && (
            <span className={`card-icon tone-${c.tone ?? 'blue'}`}>
              <Icon name={c.icon} size={20} />
            </span>
          )}
          <div>
            {c.category && <p className="card-category">{c.category}</p>}
            <h3 className="card-list-title">
              <Title card={c} />
            </h3>
            <p className="card-list-text">{c.description}</p>
            <Features features={c.features} />
            <CardFooter card={c} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** layout: table: a row per card, its title the row's heading; on phones each row stacks. */
export function CardTable({ block }: { block: CardsBlock }) {
  const heads = block.tableHeadings;
  const withFeatures = block.items.some((c) => c.features);
  return (
    <div className="card-table-frame">
      <table className="card-table">
        <caption className="visually-hidden">{block.heading}</caption>
        {heads && (
          <thead>
            <tr>
              <th scope="col">{heads.item}</th>
              <th scope="col">{heads.detail}</th>
              {withFeatures && (heads.includes ? <th scope="col">{heads.includes}</th> : <td />)}
            </tr>
          </thead>
        )}
        <tbody>
          {block.items.map((c) => (
            <tr key={c.title}>
              <th scope="row">
                {c.icon && (
                  <span className={`card-icon tone-${c.tone ?? 'blue'}`}>
                    <Icon name={c.icon} size={18} />
                  </span>
                )}
                <Title card={c} />
              </th>
              <td>
                {c.description}
                <CardFooter card={c} />
              </td>
              {withFeatures && (
                <td>
                  <Features features={c.features} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
