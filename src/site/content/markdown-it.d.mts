export interface DeferredMarkdown {
  /** The rendering process's marker nonce. */
  nonce: string;
  /** Markdown texts, each once, in the order the page first showed them. */
  sources: string[];
}
export declare function markdownRenderer(): (source: string) => string;
export declare function fillMarkdown(html: string, deferred: DeferredMarkdown, render: (source: string) => string): string;
