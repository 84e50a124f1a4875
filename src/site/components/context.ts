import { createContext, useContext } from 'react';
import type { Site } from '../model/schemas/index.ts';

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
