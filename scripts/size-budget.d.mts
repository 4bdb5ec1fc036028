/** Budgets in kB gzip, and the ratio of the shell's first load to the bare app's. */
export declare const SIZE_BUDGETS: { shellFirstLoadKb: number; lazyChunkKb: number; shellToBareAppRatio: number };
/**
 * The JavaScript files (paths under the build, e.g. `assets/index-AbCd1234.js`) that `html` loads as scripts or
 * modulepreloads, from their `src` or `href` under the /one-ecom/ base.
 */
export declare function scriptsNamedBy(html: string): string[];
