import type { CmsBackend, CmsLocalBackend } from "./decap-types"

/**
 * Where the editor at /admin/ reads and writes content (docs/architecture.md, "The editor").
 * Chosen at build time by environment variables, so one build serves one deployment:
 *
 * - `GATSBY_CMS_BACKEND=github` with `GATSBY_CMS_REPO=owner/name` (and optionally
 *   `GATSBY_CMS_BRANCH`, default main, and `GATSBY_CMS_AUTH_URL`, the OAuth proxy that signs
 *   editors in with their GitHub account);
 * - `GATSBY_CMS_BACKEND=git-gateway` (the default): Netlify Identity users, no GitHub accounts.
 *
 * On an editor's own machine `npm run cms` runs Decap's local proxy, which the CMS uses instead
 * whenever the page is opened on localhost, so no account is needed there.
 */
export interface CmsEnv {
  GATSBY_CMS_BACKEND?: string
  GATSBY_CMS_REPO?: string
  GATSBY_CMS_BRANCH?: string
  GATSBY_CMS_AUTH_URL?: string
  GATSBY_CMS_LOCAL_BACKEND_URL?: string
}

export const DEFAULT_LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1"

export class CmsConfigError extends Error {}

export function cmsBackend(env: CmsEnv): CmsBackend {
  const name = env.GATSBY_CMS_BACKEND?.trim() || "git-gateway"
  const branch = env.GATSBY_CMS_BRANCH?.trim() || "main"
  if (name === "git-gateway") return { name, branch }
  if (name === "github") {
    const repo = env.GATSBY_CMS_REPO?.trim() ?? ""
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
      throw new CmsConfigError(`GATSBY_CMS_REPO must be "owner/name" for the github backend (got "${repo}")`)
    }
    const authUrl = env.GATSBY_CMS_AUTH_URL?.trim()
    return { name, repo, branch, ...(authUrl ? { base_url: authUrl } : {}) }
  }
  throw new CmsConfigError(`GATSBY_CMS_BACKEND must be "github" or "git-gateway" (got "${name}")`)
}

/** Decap's proxy on the editor's machine; the CMS only talks to it from localhost pages. */
export function cmsLocalBackend(env: CmsEnv): CmsLocalBackend {
  return {
    url: env.GATSBY_CMS_LOCAL_BACKEND_URL?.trim() || DEFAULT_LOCAL_BACKEND_URL,
    allowed_hosts: ["localhost", "127.0.0.1"],
  }
}
