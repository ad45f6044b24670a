/** The project's root folder. */
export declare const ROOT: string;
/** True when a complete build (`npm run build`) is newer than every source. */
export declare function buildIsFresh(): boolean;
