import { useEffect, useState } from "react"
import { Link, navigate, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { BlogListing } from "../components/blog/BlogListing"
import { Seo } from "../components/seo/Seo"
import { ButtonLink } from "../components/ui/Button"
import { Container } from "../components/ui/Container"
import { useCompany } from "../hooks/use-company"
import { useServices } from "../hooks/use-services"
import { blogPills } from "../lib/blog-pills"
import { blogListTitle } from "../lib/blog-titles"
import { BLOG_CATEGORIES } from "../lib/content-model/vocabulary"
import { resolveNotFound, type NotFoundAction } from "../lib/not-found"
import { theme } from "../styles/theme"

/**
 * The one page for every unknown path (the server answers it with status 404). Unknown
 * services and projects are replaced in history by their listing; an unknown post says so.
 */
export default function NotFoundPage({ location }: PageProps) {
  const services = useServices()
  // The first render must match the static 404.html (built without knowing the visited path);
  // what the path means is decided after hydration.
  const [action, setAction] = useState<NotFoundAction>({ kind: "not-found" })

  useEffect(() => {
    const next = resolveNotFound(
      location.pathname,
      services.map((s) => s.slug),
    )
    if (next.kind === "redirect") void navigate(next.to, { replace: true })
    else setAction(next)
  }, [location.pathname, services])

  if (action.kind === "blog-category-empty") {
    return (
      <BlogListing
        categorySlug={action.categorySlug}
        pills={blogPills(BLOG_CATEGORIES)}
        posts={[]}
        currentPage={1}
        totalPages={1}
      />
    )
  }

  if (action.kind === "blog-post-not-found") {
    return (
      <Wrap>
        <Container>
          <h1>Blog post not found.</h1>
          <p>The article you are looking for may have moved or never existed.</p>
          <ButtonLink to="/blogs/category/all">View All Blogs</ButtonLink>
        </Container>
      </Wrap>
    )
  }

  return (
    <Wrap>
      <Container>
        <Eyebrow>Error 404</Eyebrow>
        <h1>We couldn't find that page</h1>
        <p>The address may be mistyped, or the page may have moved. These will get you back on track:</p>
        <Links>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/services">Our services</Link>
          </li>
          <li>
            <Link to="/projects">Our projects</Link>
          </li>
          <li>
            <Link to="/contact">Contact us</Link>
          </li>
        </Links>
      </Container>
    </Wrap>
  )
}

export const Head: HeadFC = ({ location }) => <NotFoundHead pathname={location.pathname} />

function NotFoundHead({ pathname }: { pathname: string }) {
  const company = useCompany()
  const services = useServices()
  const action = resolveNotFound(
    pathname,
    services.map((s) => s.slug),
  )
  return (
    <Seo
      title={
        action.kind === "blog-category-empty"
          ? blogListTitle(action.categorySlug, 1, company.name)
          : `Page not found | ${company.name}`
      }
      description="The page you were looking for could not be found."
      path={pathname}
      noindex
    />
  )
}

const Wrap = styled.section`
  min-height: 50vh;
  padding: 5rem 0;
  h1 {
    font-size: ${theme.fontSizes["3xl"]};
  }
`

const Eyebrow = styled.p`
  color: ${theme.colors.accentDark};
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`
