// Types of ensure-chromium.mjs, for the tests that import it (tests/unit/hosting/nginx.test.ts).
export declare const CHROMIUM: string;
export declare const NGINX: string;
export declare function ensureTools(names?: ('chromium' | 'nginx')[]): ('chromium' | 'nginx')[];
export declare function ensureChromium(): boolean;
