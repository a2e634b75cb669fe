import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { mailHref, telHref, whatsappHref } from "../../lib/text/contact-links"
import { BROCHURE_PATH } from "../../lib/content/navigation"
import { mq, theme } from "../../styles/theme"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SocialLinks } from "./SocialLinks"

/** Contact strip above the header, shown from small-screen width up. */
export function TopBar() {
  const company = useCompany()
  const t = useStrings(LAYOUT)
  return (
    <Bar aria-label={t.topBar}>
      <Row>
        <Contacts>
          <a href={telHref(company.phone)}>
            <Icon name="phone" size={16} />
            <span>{company.phone}</span>
          </a>
          <a href={mailHref(company.email)}>
            <Icon name="mail" size={16} />
            <span className="hide-narrow">{company.email}</span>
            <span className="visually-hidden show-narrow">
              {t.emailLabel} {company.email}
            </span>
          </a>
          <a href={whatsappHref(company.whatsappNumber)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={16} />
            <span>{t.whatsApp}</span>
          </a>
        </Contacts>
        <Right>
          <SocialLinks size={16} />
          <Brochure href={BROCHURE_PATH} hrefLang="en" download>
            <Icon name="download" size={16} />
            <span>{t.brochure}</span>
            {t.brochureNote ? <span>({t.brochureNote})</span> : null}
          </Brochure>
        </Right>
      </Row>
    </Bar>
  )
}

const Bar = styled.aside`
  display: none;
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.sand};
  font-size: ${theme.fontSizes.xs};
  ${mq.sm} {
    display: block;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 36px;
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.white};
    text-decoration: underline;
  }
`

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`

const Contacts = styled.div`
  display: flex;
  gap: 1rem;
  .hide-narrow {
    display: none;
  }
  ${mq.md} {
    gap: 1.5rem;
    .hide-narrow {
      display: inline;
    }
    .show-narrow {
      display: none;
    }
  }
`

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
`

const Brochure = styled.a`
  padding: 0 0.75rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.white} !important;
  font-weight: ${theme.fontWeights.strong};
  min-height: 28px !important;
`
