// An `embed` block: a video, map or post behind a click. The page ships a poster (a picture of
// content/, or a drawn placeholder) and a link to the provider's page; the client script
// (client/embeds.ts) turns the link into a button that swaps in the provider's iframe. So no
// request leaves this site before the visitor asks, and without JavaScript the link still works.
import type { BlockOf } from '../../model/schemas/index.ts';
import type { IconName } from '../../model/schemas/icons.ts';
import { fillTokens } from '../../shared/chat.ts';
import { providerInfo, readEmbedUrl } from '../../shared/embeds.ts';
import { useRender } from '../context.ts';
import { ExternalLink } from '../ExternalLink.tsx';
import { Icon } from '../Icon.tsx';
import { Picture } from '../Picture.tsx';
import { Section } from './Section.tsx';
import { headAlign } from './section-head.ts';

const icons: Record<'video' | 'map' | 'post', IconName> = { video: 'play', map: 'map-pin', post: 'image' };

function Facade({ block }: { block: BlockOf<'embed'> }) {
  const { site } = useRender();
  const words = site.ui.embed;
  if (!words)
    throw new Error(
      'site.yml has no ui.embed: an embed block needs the words of its button (video, map, post), each with {title}: "Play video: {title}"',
    );
  const read = readEmbedUrl(block.provider, block.url);
  // The schema refuses such an address first; this only keeps a bad one off a page.
  if (!read.ok) throw new Error(`embed url: ${read.message}`);
  const info = providerInfo[block.provider];
  const label = fillTokens(words[info.words], { title: block.title });
  const icon = <Icon name={icons[info.words]} size={22} />;
  return (
    <figure className={`embed embed-${block.provider}`}>
      <div className="embed-box">
        {block.poster ? (
          <Picture image={{ src: block.poster, alt: '' }} use="embed" className="embed-poster" />
        ) : (
          <span className={`embed-placeholder embed-placeholder-${info.words}`} aria-hidden="true" />
        )}
        <ExternalLink href={read.target.page} className="embed-action embed-link">
          {icon}
          {label}
        </ExternalLink>
        <button
          type="button"
          className="embed-action embed-play"
          hidden
          data-embed-src={read.target.src}
          data-embed-title={block.title}
          data-embed-allow={info.allow}
        >
          {icon}
          {label}
        </button>
      </div>
      {block.caption && <figcaption className="embed-caption">{block.caption}</figcaption>}
    </figure>
  );
}

export function Embed({ block, id }: { block: BlockOf<'embed'>; id: string }) {
  if (block.heading) {
    return (
      <Section id={id} kind="embed" heading={block.heading} intro={block.intro} head={headAlign(block)}>
        <Facade block={block} />
      </Section>
    );
  }
  // Without a heading it is no landmark of its own: a player beside the sections around it.
  return (
    <div id={id} className="section section-embed">
      <div className="container">
        {block.intro && <p className="section-intro">{block.intro}</p>}
        <Facade block={block} />
      </div>
    </div>
  );
}
