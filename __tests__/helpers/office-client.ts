import { addMember } from "../../server/office/members"
import type { Harness } from "./server"

/** A member's browser, as far as the office's API sees it: a cookie jar, the CSRF token, the Origin. */
export class OfficeClient {
  private cookie = ""
  csrf = ""

  constructor(
    private readonly h: Harness,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${this.h.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(method === "GET" ? {} : { Origin: this.h.baseUrl, "X-CSRF-Token": this.csrf }),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...this.headers,
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    })
    const set = res.headers.getSetCookie()
    for (const line of set) {
      const pair = line.split(";")[0] ?? ""
      this.cookie = pair.endsWith("=") ? "" : pair
    }
    return res
  }

  /** GET /office/api/session: starts a session and keeps its CSRF token. */
  async open(): Promise<void> {
    const res = await this.request("GET", "/office/api/session")
    this.csrf = ((await res.json()) as { csrfToken: string }).csrfToken
  }

  async signIn(email: string, password: string): Promise<Response> {
    if (!this.csrf) await this.open()
    const res = await this.request("POST", "/office/api/session", { email, password })
    if (res.ok) this.csrf = ((await res.clone().json()) as { csrfToken: string }).csrfToken
    return res
  }

  hasCookie(): boolean {
    return this.cookie !== ""
  }
}

export const ADMIN = { email: "lekha@example.com", name: "Lekha (sample admin)", password: "kettuvallam monsoon 2026" }
export const STAFF = { email: "rahul@example.com", name: "Rahul (sample staff)", password: "laterite verandah 77" }

/** The harness's first admin and a staff member, made as the command line makes them. */
export async function addTeam(h: Harness): Promise<{ adminId: number; staffId: number }> {
  const admin = await addMember(h.app.db, { ...ADMIN, role: "admin" }, null)
  const staff = await addMember(h.app.db, { ...STAFF, role: "staff" }, null)
  return { adminId: admin.member.id, staffId: staff.member.id }
}
