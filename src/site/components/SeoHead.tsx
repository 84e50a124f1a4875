import { feedPath } from '../model/urls.ts';

export interface SeoHeadProps {
  title: string;
  description: string;
  url: string;
  image: {
    /** Its absolute URL. */
    src: string;
    /** Empty for a decorative image: no og:image:alt then. */
    alt: string;
    /** Its file's size and type, where the build made it: a network shows a preview at once, unfetched. */
    file?: { width: number; height: number; type: string };
  };
  siteName: string;
  feedTitle: string;
  type: 'website' | 'article';
  /** Structured data as JSON-LD texts (seo/structured-data.ts jsonLdText: `<` escaped). */
  jsonLd: string[];
}

/** Social cards, feed link and structured data for one page's <head>. */
export function SeoHead(props: SeoHeadProps) {
  const { image } = props;
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={props.feedTitle} href={feedPath} />
      <meta property="og:type" content={props.type} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={props.url} />
      <meta property="og:image" content={image.src} />
      {image.file && (
        <>
          <meta property="og:image:width" content={String(image.file.width)} />
          <meta property="og:image:height" content={String(image.file.height)} />
          <meta property="og:image:type" content={image.file.type} />
        </>
      )}
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={image.src} />
      {image.alt && <meta name="twitter:image:alt" content={image.alt} />}
      {props.jsonLd.map((text, i) => (
        // JSON-LD is data, not script: CSP does not run it, and jsonLdText escapes `<`.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
