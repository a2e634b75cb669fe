import { useEffect } from "react"
import type { HeadProps } from "gatsby"
import { BlogPostNotFound } from "../components/blog/BlogPostNotFound"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { NOT_FOUND_MARK } from "../lib/listing/not-found"

/**
 * Every /blogs/<x> that is not a post (its match path, see src/gatsby/create-blog-pages.ts): the
 * message is in the static HTML, so it is there from the first paint; the server sends this page
 * with status 404. On a host that serves its 404 page instead, the browser renders this one over
 * it; the 404 page's head script keeps its own text hidden until then (the mark cleared here).
 */
export default function BlogPostNotFoundPage() {
  useEffect(() => {
    document.documentElement.removeAttribute(NOT_FOUND_MARK)
  }, [])
  return <BlogPostNotFound />
}

export function Head({ location }: HeadProps) {
  const company = useCompany()
  return (
    <Seo
      title={`Blog post not found | ${company.name}`}
      description="The blog post you were looking for could not be found."
      path={location.pathname}
      noindex
    />
  )
}
