export declare function classifyHref(href: string): 'internal' | 'anchor' | 'external' | 'mailto' | 'tel' | 'invalid';
