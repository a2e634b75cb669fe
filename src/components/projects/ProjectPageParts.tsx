import type { ReactNode } from "react"
import { useStrings } from "../../hooks/use-lang"
import { PROJECTS } from "../../lib/i18n/ui/projects"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import type { Description } from "../../lib/listing/projects"
import { theme } from "../../styles/theme"
import { Badge, statusBadgeVariant } from "../ui/Badge"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { Prose } from "../ui/Prose"
import { LastUpdate } from "./LastUpdate"

/**
 * Parts shared by a project page, the template page and the editor's project preview: the frame,
 * the 'All Projects' back link, the heading with its badges, the description and the facts.
 */
export function ProjectPageFrame({ children }: { children: ReactNode }) {
  const t = useStrings(PROJECTS)
  return (
    <Frame>
      <Container>
        <BackLink to="/projects" data-pagefind-ignore="all">
          <Icon name="arrowLeft" size={18} /> {t.allProjects}
        </BackLink>
        {children}
      </Container>
    </Frame>
  )
}

const Frame = styled.div`
  padding: 2.5rem 0 4.5rem;
`

const BackLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
`

/** Label/value pairs as a description list; pairs without a value are left out. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl>
      {facts
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

interface HeadingProps {
  name: string
  location: string
  type: string
  status: string
  /** The completion date as the project writes it ("Expected December 2026"), beside the status. */
  completion?: string | null
  /** The newest progress update's date (YYYY-MM-DD). */
  lastUpdate?: string | null
}

/**
 * Name, location, type, status badge with the completion date beside it, and the last progress
 * update (docs/behaviour.md §4 for the badge styles and the updates).
 */
export function ProjectHeading({ name, location, type, status, completion, lastUpdate }: HeadingProps) {
  const t = useStrings(PROJECTS)
  return (
    <Header>
      <h1>{name}</h1>
      <Meta>
        <span>
          <Icon name="mapPin" size={18} /> {location}
        </span>{" "}
        {/* The spaces between the facts are not drawn (a flex row); they keep them words of their own for search. */}
        <Badge variant="outline">{t.type(type)}</Badge>{" "}
        <Badge variant={statusBadgeVariant(status)}>{t.status(status)}</Badge>{" "}
        {completion ? <span data-completion="">{completion}</span> : null}{" "}
        {lastUpdate ? <LastUpdate date={lastUpdate} /> : null}
      </Meta>
    </Header>
  )
}

/** HTML when the text has tags, otherwise paragraphs; 'No description available.' when empty. */
export function ProjectDescription({ description }: { description: Description }) {
  const t = useStrings(PROJECTS)
  if (description.kind === "html") return <Prose dangerouslySetInnerHTML={{ __html: description.html }} />
  if (description.kind === "paragraphs") {
    return (
      <Prose>
        {description.paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </Prose>
    )
  }
  return <p>{t.noDescription}</p>
}

const Header = styled.header`
  margin: 1.25rem 0 2rem;
  h1 {
    font-size: ${theme.fontSizes["4xl"]};
  }
`

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  color: ${theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
`
