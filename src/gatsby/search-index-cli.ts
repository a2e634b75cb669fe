import { writeSearchIndex } from "./search-index"

/**
 * `node --import tsx src/gatsby/search-index-cli.ts <publicDir> <siteUrl>`: the search index, in a
 * process of its own (why: `indexSiteForSearch` in search-index.ts). Prints what it indexed as JSON.
 */
const [publicDir, siteUrl] = process.argv.slice(2)
if (!publicDir || !siteUrl) {
  process.stderr.write("usage: search-index-cli.ts <publicDir> <siteUrl>\n")
  process.exit(2)
}
writeSearchIndex(publicDir, siteUrl).then(
  (report) => process.stdout.write(JSON.stringify(report)),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
