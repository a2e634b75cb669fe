import { type ReactNode, useContext } from "react"
import { PageLangsContext, useLang } from "../../hooks/use-lang"
import { DEFAULT_LANG, OG_LOCALES, pathIn } from "../../lib/i18n/lang"
import { useCompany } from "../../hooks/use-company"
import { useSiteMetadata } from "../../hooks/use-site-metadata"
import { absoluteUrl, breadcrumbLd, organizationLd, type JsonLd } from "../../lib/content/structured-data"

const HOME_CRUMB = { en: "Home", ml: "ഹോം" } as const
/** The structured-data types that are written works, which schema.org gives a language (inLanguage). */
const WRITTEN_WORKS = new Set(["BlogPosting", "CreativeWork", "WebPage"])

export interface SeoProps {
  /** The full document title, exactly as the page wants it. */
  title: string
  description: string
  /**
   * Path of the page (or of its canonical twin) in English, e.g. /services/GFRG: the head names its
   * twin in the page's language as canonical, and every language the page exists in as an alternate.
   */
  path: string
  image?: string | null
  imageAlt?: string | null
  type?: "website" | "article"
  keywords?: readonly string[] | null
  noindex?: boolean
  jsonLd?: JsonLd | JsonLd[]
  /** Adds the company's own structured data (GeneralContractor) before `jsonLd`. */
  organization?: boolean
  /**
   * This page's name in its breadcrumb (a BreadcrumbList after `jsonLd`): Home, then `trail`, then
   * this page at `path`.
   */
  crumb?: string
  /** The pages between Home and this one, e.g. Services above a service. */
  trail?: { name: string; path: string }[]
  children?: ReactNode
}

/**
 * Every page's head: its language, title, description, canonical, the other languages' twins
 * (hreflang, each page listing itself and x-default, the English), Open Graph, Twitter and JSON-LD.
 */
export function Seo({
  title,
  description,
  path,
  image,
  imageAlt,
  type = "website",
  keywords,
  noindex,
  jsonLd,
  organization,
  crumb,
  trail = [],
  children,
}: SeoProps) {
  const { siteUrl } = useSiteMetadata()
  const company = useCompany()
  const lang = useLang()
  const langs = useContext(PageLangsContext)
  const canonical = absoluteUrl(siteUrl, pathIn(lang, path))
  const imageUrl = image ? absoluteUrl(siteUrl, image) : absoluteUrl(siteUrl, "/icons/icon-512x512.png")
  const blocks = [
    ...(organization ? [organizationLd(company, siteUrl)] : []),
    ...(jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]),
    ...(crumb
      ? [
          breadcrumbLd(
            siteUrl,
            [{ name: HOME_CRUMB[lang], path: "/" }, ...trail, { name: crumb, path }].map((step) => ({
              ...step,
              path: pathIn(lang, step.path),
            })),
          ),
        ]
      : []),
    // Every page says what it is and in which language (docs/behaviour.md §10).
    { "@context": "https://schema.org", "@type": "WebPage", "@id": canonical, url: canonical, name: title },
  ].map((block) => (WRITTEN_WORKS.has(String(block["@type"])) ? { ...block, inLanguage: lang } : block))

  return (
    <>
      <html lang={lang} />
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
      <link rel="canonical" href={canonical} />
      {langs.length > 1
        ? [...langs, "x-default" as const].map((alternate) => (
            <link
              key={alternate}
              rel="alternate"
              hrefLang={alternate}
              href={absoluteUrl(siteUrl, pathIn(alternate === "x-default" ? DEFAULT_LANG : alternate, path))}
            />
          ))
        : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {langs
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
        ))}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  )
}
