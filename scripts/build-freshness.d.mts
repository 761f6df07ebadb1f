/** What the renderer's bundle is built from (build-freshness.mjs). */
export const RENDERER_INPUTS: readonly string[];
/** True when `built` is missing or not newer than every file or folder of `inputs`. */
export function isStale(built: string, inputs: readonly string[]): boolean;
