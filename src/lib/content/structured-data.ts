/** JSON-LD builders (schema.org), typed and pure, used from pages' Head exports. */

export type JsonLd = Record<string, unknown>

export interface CompanyFacts {
  name: string
  description: string
  phone: string
  email: string
  foundedYear: number
  address: { street: string; locality: string; region: string; postalCode: string; country: string }
  social: { facebook: string; instagram: string; youtube: string; linkedin: string }
}

export const absoluteUrl = (siteUrl: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`

export function organizationLd(company: CompanyFacts, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${siteUrl}/#organization`,
    name: company.name,
    description: company.description,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, "/icons/icon-512x512.png"),
    foundingDate: String(company.foundedYear),
    telephone: company.phone,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone,
      email: company.email,
      areaServed: "IN-KL",
      availableLanguage: ["English", "Malayalam"],
    },
    sameAs: [company.social.facebook, company.social.instagram, company.social.youtube, company.social.linkedin],
  }
}

export function breadcrumbLd(siteUrl: string, items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  }
}
