import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { useEffect, useState } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { useServices } from "../../hooks/use-services"
import { useSiteData } from "../../hooks/use-site-data"
import { mailHref, telHref } from "../../lib/text/contact-links"
import { DEFER_ATTRIBUTE, deferRender } from "../../lib/first-visit/deferred-render"
import { LEGAL_LINKS, QUICK_LINKS } from "../../lib/content/navigation"
import { servicePath } from "../../lib/listing/slug"
import { mq, theme, veil } from "../../styles/theme"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { Logo } from "./Logo"
import { SocialLinks } from "./SocialLinks"
import { bareList } from "../ui/CardGrid"

/**
 * The year at build time in the HTML, corrected to the visitor's current year after load. The first
 * render is the build's year on the client too (from the build's data, not the visitor's clock), so
 * a page built in December hydrates without a mismatch in January.
 */
function useCurrentYear(): number {
  const built = Number(useSiteData().site?.buildYear)
  const [year, setYear] = useState(built)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return year
}

/** A footer column of site links under its heading, which names the column for assistive technology. */
function LinkColumn({ id, heading, links }: { id: string; heading: string; links: { to: string; label: string }[] }) {
  return (
    <Column aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </Column>
  )
}

export function Footer({ onFirstScreen = false }: { onFirstScreen?: boolean }) {
  const company = useCompany()
  const services = useServices()
  const t = useStrings(LAYOUT)
  const year = useCurrentYear()
  return (
    <Wrap {...(onFirstScreen ? undefined : deferRender)}>
      <Grid>
        <Brand>
          <Logo name={company.shortName} inverted />
          <p>{company.description}</p>
          <Since>{t.since(company.foundedYear)}</Since>
          <SocialLinks size={22} />
        </Brand>
        <LinkColumn
          id="footer-services"
          heading={t.footerServices}
          links={services.map((service) => ({ to: servicePath(service.slug), label: service.title }))}
        />
        <LinkColumn
          id="footer-quick-links"
          heading={t.quickLinks}
          links={QUICK_LINKS.map((link) => ({ to: link.to, label: t.nav[link.label] }))}
        />
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footerContact}</h2>
          <address>
            <p>
              <Icon name="mapPin" size={18} />
              <span>
                {company.address.line1}
                <br />
                {company.address.line2}
              </span>
            </p>
            <p>
              <Icon name="phone" size={18} />
              <a href={telHref(company.phone)}>{company.phone}</a>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={mailHref(company.email)}>{company.email}</a>
            </p>
            <p>
              <Icon name="clock" size={18} />
              <span>{company.workingHours}</span>
            </p>
          </address>
        </Column>
      </Grid>
      <Bottom>
        <BottomRow>
          <p>{t.rights(year, company.name)}</p>
          <Legal aria-label={t.legal}>
            {LEGAL_LINKS.map((link) => (
              <SiteLink key={link.to} to={link.to}>
                {t.nav[link.label]}
              </SiteLink>
            ))}
          </Legal>
          <p>
            <a href={company.developerCredit.url} target="_blank" rel="noopener noreferrer">
              {company.developerCredit.name}
            </a>
          </p>
        </BottomRow>
      </Bottom>
    </Wrap>
  )
}

const Wrap = styled.footer`
  margin-top: auto;
  /* Skipped, its placeholder is as tall as the one-column footer of a phone (about 1,500px in
     Malayalam at 320px), so its links stay inside its own dark box for an audit that reads it
     unrendered (docs/architecture.md §4). */
  &[${DEFER_ATTRIBUTE}] {
    ${mq.belowMd} {
      contain-intrinsic-size: auto 100rem;
    }
  }
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onDarkMuted};
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.onDarkBright};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    margin-bottom: 1rem;
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.lg};
  }
  ul {
    ${bareList}
  }
  li {
    padding: 0.15rem 0;
  }
  /* Touch targets at least 24px tall (WCAG 2.2 target size). */
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`

const Grid = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-top: 3.5rem;
  padding-bottom: 2.5rem;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1fr 0.9fr 1.3fr;
  }
`

const Brand = styled.div`
  p {
    margin: 1rem 0;
    max-width: 36ch;
  }
`

const Since = styled.p`
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.strong};
`

const Column = styled.section`
  address {
    font-style: normal;
  }
  address p {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    margin: 0 0 0.8rem;
  }
  address svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${theme.colors.accent};
  }
`

const Bottom = styled.div`
  border-top: 1px solid ${veil(0.12)};
`

const BottomRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  justify-content: space-between;
  padding-top: 1.2rem;
  padding-bottom: 1.2rem;
  p {
    margin: 0;
  }
`

const Legal = styled.nav`
  display: flex;
  gap: 1.25rem;
`
