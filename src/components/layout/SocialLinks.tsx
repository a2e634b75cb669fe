import styled from "styled-components"
import { useCompany } from "../../hooks/use-company"
import { Icon, type IconName } from "../ui/Icon"

const NETWORKS: { key: "facebook" | "instagram" | "youtube" | "linkedin"; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "youtube", label: "YouTube" },
  { key: "linkedin", label: "LinkedIn" },
]

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
  return (
    <List className={className}>
      {NETWORKS.map(({ key, label }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label} (opens in a new tab)`}
            onClick={onClick}
          >
            <Icon name={key as IconName} size={size} />
          </a>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  display: flex;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
  }
`
