import fs from "fs"
import { loadDataDir } from "./config"
import { openDb } from "./db"
import { enquiriesCsv, enquiryStats } from "./enquiries-export"

/** npm run enquiries -- export [--kind contact|estimate] [--out file.csv] | stats */
function main(argv: string[]): number {
  const [command, ...rest] = argv
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`)
    return i >= 0 ? rest[i + 1] : undefined
  }
  const db = openDb(loadDataDir())
  try {
    if (command === "export") {
      const kind = option("kind")
      if (kind !== undefined && kind !== "contact" && kind !== "estimate") {
        console.error("--kind must be contact or estimate")
        return 2
      }
      const csv = enquiriesCsv(db, kind)
      const out = option("out")
      if (out) {
        // The export holds people's phone numbers: readable by its owner only (0600).
        fs.writeFileSync(out, csv, { mode: 0o600 })
        fs.chmodSync(out, 0o600)
        console.error(`Wrote ${out}`)
      } else process.stdout.write(csv)
      return 0
    }
    if (command === "stats") {
      console.log(JSON.stringify(enquiryStats(db), null, 2))
      return 0
    }
    console.error(
      "Usage: npm run enquiries -- export [--kind contact|estimate] [--out file.csv]\n       npm run enquiries -- stats",
    )
    return 2
  } finally {
    db.close()
  }
}

process.exitCode = main(process.argv.slice(2))
