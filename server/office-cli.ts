import readline from "readline"
import { loadDataDir, loadOfficeUrl } from "./config"
import { openDb } from "./db"
import { addMember, listMembers, MemberError, removeMember, resetLink, type Role } from "./office/members"
import { MIN_PASSWORD_LENGTH } from "./office/passwords"

/**
 * The office's members from the command line (docs/office.md, Accounts): the first admin is made
 * here; there is no default account.
 *
 *   npm run office -- add-user <email> [--admin] [--name "Name"] [--link]
 *   npm run office -- list
 *   npm run office -- reset-link <email>
 *   npm run office -- remove <email>
 *
 * add-user asks for the password (not echoed; from standard input when it is not a terminal), or
 * with --link prints a one-time link that sets it (OFFICE_URL, default SITE_URL/office/).
 */

const USAGE = `Usage:
  npm run office -- add-user <email> [--admin] [--name "Full name"] [--link]
  npm run office -- list
  npm run office -- reset-link <email>
  npm run office -- remove <email>`

/** Reads a line without showing it on a terminal. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin
    const rl = readline.createInterface({ input, output: process.stderr, terminal: input.isTTY === true })
    if (input.isTTY) {
      process.stderr.write(question)
      // Nothing typed is echoed: readline writes through _writeToOutput.
      ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined
    }
    rl.once("line", (line) => {
      // Resolved before closing: closing runs the "close" listener below at once.
      resolve(line)
      rl.close()
      if (input.isTTY) process.stderr.write("\n")
    })
    rl.once("close", () => resolve(""))
  })
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const flag = (name: string) => rest.includes(`--${name}`)
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`)
    return i >= 0 ? rest[i + 1] : undefined
  }
  const email = rest.find((arg, i) => !arg.startsWith("--") && rest[i - 1] !== "--name")
  const db = openDb(loadDataDir())
  try {
    const byEmail = () => listMembers(db).find((m) => m.email === email?.trim().toLowerCase())
    if (command === "add-user" && email) {
      const role: Role = flag("admin") ? "admin" : "staff"
      const name = option("name") ?? email.split("@")[0] ?? email
      let password: string | null = null
      if (!flag("link")) {
        password = await askHidden(`Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters): `)
        const again = process.stdin.isTTY ? await askHidden("Repeat the password: ") : password
        if (again !== password) {
          console.error("The passwords do not match.")
          return 1
        }
      }
      const { member, linkToken } = await addMember(db, { email, name, role, password }, null)
      console.error(`Added ${member.name} <${member.email}> as ${member.role}.`)
      if (linkToken) console.log(`${loadOfficeUrl()}set-password#${linkToken}`)
      return 0
    }
    if (command === "list") {
      for (const m of listMembers(db))
        console.log(`${m.email}\t${m.role}\t${m.name}${m.active ? "" : "\t(no password yet)"}`)
      return 0
    }
    if ((command === "reset-link" || command === "remove") && email) {
      const member = byEmail()
      if (!member) {
        console.error(`There is no member ${email}.`)
        return 1
      }
      if (command === "remove") {
        removeMember(db, member.id, null)
        console.error(`Removed ${member.email}; their sessions have ended.`)
      } else console.log(`${loadOfficeUrl()}set-password#${resetLink(db, member.id, null)}`)
      return 0
    }
    console.error(USAGE)
    return 2
  } catch (error) {
    if (error instanceof MemberError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    db.close()
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
