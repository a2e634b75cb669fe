/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * all its functions compiled as it is downloaded, on a background thread, instead of each on the
 * page's main thread at its first call. The build puts it at the top of every script of the app
 * (src/gatsby/webpack-config.ts); docs/architecture.md §4, "First paint", says why and what it
 * moved.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * When webpack adds it: after the minifier (Terser runs at webpack's processAssets stage
 * OPTIMIZE_SIZE, 400, and drops comments) and before the source maps are written (DEV_TOOLING,
 * 500), so the maps account for the added line.
 */
export const COMPILE_HINT_STAGE = 401
