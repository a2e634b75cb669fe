import { styled } from "@linaria/react"
import { formatLongDate } from "../../lib/text/format"
import { theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { PageHero } from "../ui/PageHero"
import { Prose } from "../ui/Prose"

export interface LegalPageProps {
  title: string
  description: string
  lastUpdated: string
  html: string
}

/** Privacy Policy and Terms and Conditions: a plain hero and the policy text from content/legal. */
export function LegalPage({ title, description, lastUpdated, html }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} intro={description} />
      <Body>
        <Updated>Last updated: {formatLongDate(lastUpdated)}</Updated>
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
      </Body>
    </>
  )
}

const Body = styled(Container)`
  padding-top: 3rem;
  padding-bottom: 4rem;
`

const Updated = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`
