import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { Icon } from "../ui/Icon"
import { NewTabLink } from "../ui/NewTabLink"
import { bareList } from "../ui/CardGrid"

export type SocialNetwork = "facebook" | "instagram" | "youtube" | "linkedin"

/** Each network's name as links and labels say it. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  linkedin: "LinkedIn",
}

const NETWORKS: SocialNetwork[] = ["facebook", "instagram", "youtube", "linkedin"]

/** The company's four social profiles as labelled icon links (open in a new tab); onClick lets a menu close. */
export function SocialLinks({
  size = 20,
  className,
  onClick,
}: {
  size?: number
  className?: string
  onClick?: () => void
}) {
  const { social, name } = useCompany()
  const t = useStrings(LAYOUT)
  return (
    <List className={className}>
      {NETWORKS.map((key) => (
        <li key={key}>
          <NewTabLink href={social[key]} aria-label={t.social(name, NETWORK_NAMES[key])} onClick={onClick}>
            <Icon name={key} size={size} />
          </NewTabLink>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  display: flex;
  gap: 0.35rem;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
  }
`
