import { type ReactNode } from "react"
import styled from "styled-components"
import { useCompany } from "../../hooks/use-company"
import { mailHref, telHref, whatsappHref } from "../../lib/contact-links"
import { theme } from "../../styles/theme"
import { Icon, type IconName } from "../ui/Icon"

const FOLLOW: { key: "facebook" | "linkedin" | "youtube" | "instagram"; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "youtube", label: "YouTube" },
  { key: "instagram", label: "Instagram" },
]

/** The 'Let's Connect' column: the page's intro, phone, e-mail, chat, address, hours and social profiles. */
export function ConnectDetails({ intro }: { intro: string }) {
  const company = useCompany()
  return (
    <Column aria-labelledby="connect-title">
      <h2 id="connect-title">Let's Connect</h2>
      <p>{intro}</p>
      <List>
        <Item icon="phone" label="Phone">
          <a href={telHref(company.phone)}>{company.phone}</a>
        </Item>
        <Item icon="mail" label="E-mail">
          <a href={mailHref(company.email)}>{company.email}</a>
        </Item>
        <Item icon="whatsapp" label="WhatsApp">
          <a href={whatsappHref(company.whatsappNumber)} target="_blank" rel="noopener noreferrer">
            Chat with us on WhatsApp
          </a>
        </Item>
        <Item icon="mapPin" label="Office">
          <address>
            {company.address.line1}
            <br />
            {company.address.line2}
          </address>
        </Item>
        <Item icon="clock" label="Working hours">
          <span>{company.workingHours}</span>
        </Item>
      </List>
      <h3>Follow us</h3>
      <Follow>
        {FOLLOW.map(({ key, label }) => (
          <li key={key}>
            <a href={company.social[key]} target="_blank" rel="noopener noreferrer">
              <Icon name={key as IconName} size={18} />
              {label}
            </a>
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
    font-weight: 600;
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.colors.primaryTint};
  color: ${theme.colors.primary};
`

const Label = styled.span`
  display: block;
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const Follow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0.5rem 0.9rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.ink};
    text-decoration: none;
    font-size: ${theme.fontSizes.sm};
  }
  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`
