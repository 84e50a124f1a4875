// The build cache's folder and the code fingerprint live in plain JavaScript (the launcher needs
// them before TypeScript loads): see compiled/code.cjs for the layout.
export { cacheDir, CACHE_FORMAT, currentFingerprint, engineDir, projectRoot } from '../compiled/code.cjs';
