import { useLang, useStrings, withPageLang } from "../hooks/use-lang"
import { PAGES } from "../lib/i18n/ui/pages"
import { useEffect, useSyncExternalStore } from "react"
import { navigate, type HeadFC, type PageProps } from "gatsby"
import { SiteLink } from "../components/ui/SiteLink"
import { styled } from "@linaria/react"
import { BlogListing } from "../components/blog/BlogListing"
import { BlogPostNotFound, NotFoundSection } from "../components/blog/BlogPostNotFound"
import { Seo } from "../components/seo/Seo"
import { Container } from "../components/ui/Container"
import { useCompany } from "../hooks/use-company"
import { useServices } from "../hooks/use-services"
import { blogPills } from "../lib/listing/blog-pills"
import { blogListTitle } from "../lib/listing/blog-titles"
import { BLOG_CATEGORIES } from "../lib/content-model/vocabulary"
import { NOT_FOUND_MARK, notFoundHeadScript, resolveNotFound, type NotFoundAction } from "../lib/listing/not-found"
import { theme } from "../styles/theme"

const noSubscription = () => () => undefined

/**
 * False while React hydrates the static HTML (built without knowing the visited path, so the
 * first render must match it), true on every later render and after a client-side navigation.
 */
const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The one page for every unknown path (the server answers it with status 404). Unknown
 * services and projects are replaced in history by their listing, an unknown category shows its
 * empty listing. Loaded as a document, the head script below has already done the redirects
 * before first paint (and hidden the generic text while the path means something else); this
 * component does the rest, and the redirects after a client-side navigation.
 */
export default function NotFoundPage({ location }: PageProps) {
  const services = useServices()
  const decided = useAfterHydration()
  // null: not decided yet, the generic text (as in the static HTML).
  const action: NotFoundAction | null = decided
    ? resolveNotFound(
        location.pathname,
        services.map((s) => s.slug),
      )
    : null
  const redirectTo = action?.kind === "redirect" ? action.to : null
  const t = useStrings(PAGES).notFound

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true })
  }, [redirectTo])

  // Decided and rendered: the generic text needs no hiding any more.
  useEffect(() => {
    if (decided) document.documentElement.removeAttribute(NOT_FOUND_MARK)
  }, [decided])

  if (action?.kind === "redirect") return null

  if (action?.kind === "blog-category-empty") {
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

  if (action?.kind === "blog-post-not-found") return <BlogPostNotFound />

  return (
    <Generic>
      <Container>
        <Eyebrow>{t.eyebrow}</Eyebrow>
        <h1>{t.heading}</h1>
        <p>{t.text}</p>
        <Links>
          <li>
            <SiteLink to="/">{t.home}</SiteLink>
          </li>
          <li>
            <SiteLink to="/services">{t.services}</SiteLink>
          </li>
          <li>
            <SiteLink to="/projects">{t.projects}</SiteLink>
          </li>
          <li>
            <SiteLink to="/contact">{t.contact}</SiteLink>
          </li>
        </Links>
      </Container>
    </Generic>
  )
}

export const Head: HeadFC = withPageLang(({ location }) => <NotFoundHead pathname={location.pathname} />)

function NotFoundHead({ pathname }: { pathname: string }) {
  const company = useCompany()
  const slugs = useServices().map((s) => s.slug)
  const action = resolveNotFound(pathname, slugs)
  const lang = useLang()
  const t = useStrings(PAGES).notFound
  return (
    <Seo
      title={
        action.kind === "blog-category-empty"
          ? blogListTitle(action.categorySlug, company.name, lang)
          : t.title(company.name)
      }
      description={t.description}
      path={pathname}
      noindex
    >
      {/* Before first paint: redirects, or hides the generic text until the real state shows. */}
      <script id="not-found-rule" dangerouslySetInnerHTML={{ __html: notFoundHeadScript(slugs) }} />
    </Seo>
  )
}

/** Hidden while the head script's mark says the path means something else (see NotFoundPage). */
const Generic = styled(NotFoundSection)`
  html[${NOT_FOUND_MARK}] & {
    visibility: hidden;
  }
`

const Eyebrow = styled.p`
  color: ${theme.colors.accentDark};
  font-weight: ${theme.fontWeights.strong};
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
    font-weight: ${theme.fontWeights.strong};
  }
`
