import { heroUse } from '../../images/uses.ts';
import type { BlockOf } from '../../model/schemas/index.ts';
import { ActionList } from '../ActionLink.tsx';
import { Decor } from '../Decor.tsx';
import { Picture } from '../Picture.tsx';
import { StatTile } from '../StatTile.tsx';

/** `title`: the page's heading; the hero's own heading then reads as a headline below it. */
export function Hero({ block, id, title }: { block: BlockOf<'hero'>; id: string; title?: string }) {
  // split and text sit on a light ground: no glowing shapes, dark type (layout.css .hero-light).
  const light = block.variant === 'split' || block.variant === 'text';
  return (
    <section
      id={id}
      className={`hero hero-${block.variant}${light ? ' hero-light' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      {!light && <Decor variant="hero" seed={id} />}
      <div className="container hero-inner">
        <div className="hero-copy">
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          {title ? (
            <>
              <h1 id={`${id}-title`}>{title}</h1>
              <p className="hero-headline">{block.heading}</p>
            </>
          ) : (
            <h1 id={`${id}-title`}>{block.heading}</h1>
          )}
          {block.intro && <p className="hero-lead">{block.intro}</p>}
          <ActionList actions={block.actions} className="actions hero-actions" />
        </div>
        {block.images && block.images.length > 0 && (
          <div className={`hero-images hero-images-${block.images.length}`}>
            {block.images.map((img, i) => (
              <Picture key={img.src} image={img} use={heroUse(i, block.images!.length)} priority={i === 0} />
            ))}
          </div>
        )}
      </div>
      {block.stats && (
        <div className="container">
          <ul className="stat-grid hero-stats">
            {block.stats.map((s) => (
              <StatTile key={s.label} stat={s} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
