import { createContext, useContext } from 'react';
import type { Site } from '../model/schemas/index.ts';
import { hostPath } from '../model/urls.ts';

export interface RenderContextValue {
  site: Site;
  /** Route path being rendered, e.g. `/services/seo`. */
  path: string;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('component rendered outside <RenderContext.Provider>');
  return value;
}

/** A site address as its host serves it (site.yml `trailingSlash`): every link a page makes goes through it. */
export function useHref(): (href: string) => string {
  const slash = useRender().site.trailingSlash;
  return (href) => hostPath(href, slash);
}
