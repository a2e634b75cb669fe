import { cmsBackend, cmsLocalBackend, type CmsEnv } from "./backend"
import { cmsCollections } from "./collections"
import type { CmsConfig } from "./decap-types"
import { DEFAULT_LANG, LANGS } from "../lib/i18n/lang"

/**
 * The whole Decap configuration, built in the admin bundle (nothing is written by hand in a
 * config.yml beside the content model). Changes go through the editorial workflow: draft, in
 * review, ready, then published as a merge to the site's branch, which redeploys the site.
 */
export function cmsConfig(env: CmsEnv): CmsConfig {
  return {
    load_config_file: false,
    backend: cmsBackend(env),
    local_backend: cmsLocalBackend(env),
    publish_mode: "editorial_workflow",
    locale: "en",
    // Both languages side by side (docs/architecture.md, "The editor"): each entry's files are
    // <name>.en.<ext> and <name>.ml.<ext>, as the build reads them.
    i18n: { structure: "multiple_files", locales: [...LANGS], default_locale: DEFAULT_LANG },
    // Uploads with no collection of their own (none today) land beside the site's images.
    media_folder: "content/site/images",
    public_folder: "./images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: cmsCollections(),
  }
}
