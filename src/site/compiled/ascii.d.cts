export declare function asciiOnly(text: string): string;
export declare function decodeText(bytes: Buffer): string;
