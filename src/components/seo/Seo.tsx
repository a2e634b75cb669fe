import { type ReactNode } from "react"
import { useCompany } from "../../hooks/use-company"
import { useSiteMetadata } from "../../hooks/use-site-metadata"
import { absoluteUrl, breadcrumbLd, organizationLd, type JsonLd } from "../../lib/content/structured-data"

export interface SeoProps {
  /** The full document title, exactly as the page wants it. */
  title: string
  description: string
  /** Path of the page (or of its canonical twin), e.g. /services/GFRG. */
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

/** Every page's head: title, description, canonical, Open Graph, Twitter and JSON-LD. */
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
  const canonical = absoluteUrl(siteUrl, path)
  const imageUrl = image ? absoluteUrl(siteUrl, image) : absoluteUrl(siteUrl, "/icons/icon-512x512.png")
  const blocks = [
    ...(organization ? [organizationLd(company, siteUrl)] : []),
    ...(jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]),
    ...(crumb ? [breadcrumbLd(siteUrl, [{ name: "Home", path: "/" }, ...trail, { name: crumb, path }])] : []),
  ]

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta property="og:locale" content="en_IN" />
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
