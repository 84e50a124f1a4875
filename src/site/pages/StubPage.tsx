import type { StubSubService } from '../content/schemas/index.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { useRender } from '../components/context.ts';
import { Decor } from '../components/Decor.tsx';
import { fillTokens, formatRupees } from '../shared/chat.ts';

/** SPEC.md stub: title, tagline and a price button — which here opens a chat about that price. */
export function StubPage({ data, slug }: { data: StubSubService; slug: string }) {
  const { site } = useRender();
  const price = formatRupees(data.price);
  const message = fillTokens(site.chat.priceMessage, { service: data.title, price });
  return (
    <section className="hero hero-stub" aria-labelledby={`${slug}-title`}>
      <Decor variant="hero" seed={slug} />
      <div className="container narrow hero-copy">
        <h1 id={`${slug}-title`}>{data.title}</h1>
        <p className="hero-lead">{data.tagline}</p>
        <div className="actions">
          <ActionLink action={{ kind: 'chat', label: price, message, style: 'primary' }} className="price-button" />
        </div>
      </div>
    </section>
  );
}
