import { type ReactNode } from "react"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { useStrings } from "../../hooks/use-lang"
import { FORMS } from "../../lib/enquiry/words"
import { mailHref, telHref, whatsappHref } from "../../lib/text/contact-links"
import { theme } from "../../styles/theme"
import { NETWORK_NAMES, type SocialNetwork } from "../layout/SocialLinks"
import { Icon, type IconName } from "../ui/Icon"
import { iconBox } from "../ui/icon-box"
import { NewTabLink } from "../ui/NewTabLink"
import { PillLinks } from "../ui/pill-styles"
import { caps } from "../ui/caps"

const FOLLOW: SocialNetwork[] = ["facebook", "linkedin", "youtube", "instagram"]

/** The 'Let's Connect' column: the page's intro, phone, e-mail, chat, address, hours and social profiles. */
export function ConnectDetails({ intro }: { intro: string }) {
  const company = useCompany()
  const t = useStrings(FORMS).connect
  return (
    <Column aria-labelledby="connect-title">
      <h2 id="connect-title">{t.title}</h2>
      <p>{intro}</p>
      <List>
        <Item icon="phone" label={t.phone}>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </Item>
        <Item icon="mail" label={t.email}>
          <a href={mailHref(company.email)}>{company.email}</a>
        </Item>
        <Item icon="whatsapp" label={t.whatsApp}>
          <NewTabLink href={whatsappHref(company.whatsappNumber)}>{t.chat}</NewTabLink>
        </Item>
        <Item icon="mapPin" label={t.office}>
          <address>
            {company.address.line1}
            <br />
            {company.address.line2}
          </address>
        </Item>
        <Item icon="clock" label={t.hours}>
          <span>{company.workingHours}</span>
        </Item>
      </List>
      <h3>{t.follow}</h3>
      <Follow>
        {FOLLOW.map((key) => (
          <li key={key}>
            <NewTabLink href={company.social[key]}>
              <Icon name={key} size={18} />
              {NETWORK_NAMES[key]}
            </NewTabLink>
          </li>
        ))}
      </Follow>
    </Column>
  )
}

function Item({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <Badge>
        <Icon name={icon} size={20} />
      </Badge>
      <div>
        <Label>{label}</Label>
        {children}
      </div>
    </li>
  )
}

const Column = styled.section`
  h2 {
    font-size: ${theme.fontSizes["3xl"]};
  }
  h3 {
    margin-top: 2rem;
    font-size: ${theme.fontSizes.xl};
  }
`

const List = styled.ul`
  display: grid;
  gap: 1.1rem;
  margin: 1.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
  }
  a {
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.strong};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
  address {
    font-style: normal;
  }
`

const Badge = styled.span`
  ${iconBox("44px", "50%")}
  flex-shrink: 0;
  background: ${theme.colors.primaryTint};
  color: ${theme.colors.primary};
`

const Label = styled.span`
  display: block;
  ${caps(theme.fontSizes.xs, "0.08em")}
  color: ${theme.colors.muted};
`

const Follow = styled(PillLinks)`
  a {
    padding: 0.5rem 0.9rem;
    border-width: 1px;
    font-size: ${theme.fontSizes.sm};
    font-weight: inherit;
  }
`
