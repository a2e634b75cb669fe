/**
 * Result shapes of the queries that gatsby-node runs. Gatsby's typegen only covers queries in
 * page and component files, so these are written out here, matching the explicit schema in
 * schema.ts (which guarantees the non-null fields).
 */
export interface CreateServicePagesResult {
  allServicesJson: { nodes: { slug: string }[] }
}

export interface CreateProjectPagesResult {
  allProjectsJson: { nodes: { slug: string; type: string; detailedDescription: string | null }[] }
}

export interface CreateBlogPagesResult {
  allMarkdownRemark: {
    nodes: {
      fields: { slug: string }
      frontmatter: { category: string | null; tags: string[] | null; datePublished: string | null }
    }[]
  }
}

export interface SiteMetadataResult {
  site: { siteMetadata: { siteUrl: string; title: string; description: string } } | null
}

export interface BlogFeedResult extends SiteMetadataResult {
  allMarkdownRemark: {
    nodes: {
      fields: { slug: string }
      frontmatter: { title: string; summary: string | null; category: string | null; datePublished: string | null }
    }[]
  }
}
