/**
 * The company brochure alone, without a whole build (the build writes it too):
 *   npm run brochure            → public/brochure.pdf
 *   npx tsx scripts/brochure.ts out.pdf
 */
import path from "path"
import { buildBrochure } from "../src/gatsby/brochure"

const out = process.argv[2] ?? "public/brochure.pdf"
buildBrochure({ contentDir: path.resolve(process.env.CONTENT_DIR ?? "content"), outFile: path.resolve(out) })
  .then(() => console.log(`Wrote ${out}`))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
