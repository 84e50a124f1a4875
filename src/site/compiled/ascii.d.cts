export declare function asciiOnly(text: string): string;
export declare function asciiBytes(text: string): Buffer;
export declare function decodeText(bytes: Buffer): string;
