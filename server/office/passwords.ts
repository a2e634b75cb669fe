import { hash, verify } from "@node-rs/argon2"
import { dictionary } from "@zxcvbn-ts/language-common"

/**
 * Members' passwords (docs/office.md, Accounts): at least 12 characters, not one of the common
 * passwords that zxcvbn-ts ships (about 49,000, the lists attackers try first), stored only as an
 * Argon2id hash with OWASP's parameters (19 MiB of memory, 2 passes, 1 lane).
 */

export const MIN_PASSWORD_LENGTH = 12
const MAX_PASSWORD_LENGTH = 256

/** Argon2id is the binding's default algorithm (its const enum cannot be imported here); a test checks the hashes' "$argon2id$". */
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

let common: Set<string> | null = null
const commonPasswords = (): Set<string> => {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()))
  return common
}

/** Why a password is refused, in the member's words, or null when it will do. */
export function passwordProblem(password: string, email = ""): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`
  const lower = password.toLowerCase()
  // "password12345" is "password" padded to length: a common password with digits or symbols around it is common too.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "")
  if (commonPasswords().has(lower) || commonPasswords().has(core))
    return "This password is on the list of common passwords. Please choose another."
  const mailbox = email.split("@")[0]?.toLowerCase() ?? ""
  if (mailbox.length >= 4 && lower.includes(mailbox)) return "The password must not contain your e-mail address."
  return null
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID)

export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | null = null
/**
 * A hash to check a password against when the e-mail belongs to nobody, so that an unknown
 * address takes as long to refuse as a wrong password.
 */
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword("decoy password of nobody at all"))
