export declare function frontMatterEnd(text: string): number;
