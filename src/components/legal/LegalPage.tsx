import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { PAGES } from "../../lib/i18n/ui/pages"
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
  const t = useStrings(PAGES).legal
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={title} intro={description} />
      <Body>
        <Updated>{t.lastUpdated(lastUpdated)}</Updated>
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
