import { useStrings, withPageLang } from "../hooks/use-lang"
import { BLOG } from "../lib/listing/blog-words"
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

function PageHead({ location }: HeadProps) {
  const company = useCompany()
  const t = useStrings(BLOG)
  return (
    <Seo title={t.notFoundTitle(company.name)} description={t.notFoundDescription} path={location.pathname} noindex />
  )
}

export const Head = withPageLang(PageHead)
