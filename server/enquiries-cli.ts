import fs from "fs"
import { loadDataDir } from "./config"
import { openDb } from "./db"
import { enquiriesCsv, enquiryStats } from "./enquiries-export"
import { backup } from "./office/privacy"

/** npm run enquiries -- export [--kind contact|estimate] [--out file.csv] | stats | backup <file> */
async function main(argv: string[]): Promise<number> {
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
    if (command === "backup") {
      const file = rest[0]
      if (!file || file.startsWith("--")) {
        console.error("Usage: npm run enquiries -- backup <file>")
        return 2
      }
      // SQLite's online backup: a consistent copy while the server keeps running (docs/office.md, Backups).
      await backup(db, file)
      console.error(`Backed up to ${file}`)
      return 0
    }
    if (command === "stats") {
      console.log(JSON.stringify(enquiryStats(db), null, 2))
      return 0
    }
    console.error(
      "Usage: npm run enquiries -- export [--kind contact|estimate] [--out file.csv]\n       npm run enquiries -- stats\n       npm run enquiries -- backup <file>",
    )
    return 2
  } finally {
    db.close()
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
