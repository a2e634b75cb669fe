import { styled } from "@linaria/react"
import { mq, theme } from "../../styles/theme"

/**
 * The brand mark (a Kerala roof over a panel wall) with the company's short name beside it.
 * `markOnlyOnTablets`: the header's logo is the mark alone from 768px to 1279px, where the desktop
 * navigation and the language switch share the row (its link keeps the company's name for screen
 * readers); a Malayalam header has its menu button there instead (DESKTOP_NAV_FROM), and room.
 * Below 400px too, where the row also holds the language switch, search and the menu button.
 */
export function Logo({
  name,
  inverted = false,
  markOnlyOnTablets = false,
}: {
  name: string
  inverted?: boolean
  markOnlyOnTablets?: boolean
}) {
  return (
    <LogoWrap data-inverted={inverted || undefined} data-mark-only-on-tablets={markOnlyOnTablets || undefined}>
      <svg width="40" height="40" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="10" fill={inverted ? theme.colors.surface : theme.colors.primary} />
        <path d="M7 24 24 10l17 14h-5L24 14.5 12 24H7z" fill={theme.colors.focus} />
        <path
          d="M13 25.5h22V38H13z M17 29v9 M22 29v9 M27 29v9 M32 29v9"
          fill="none"
          stroke={inverted ? theme.colors.primary : theme.colors.surface}
          strokeWidth="2.4"
        />
      </svg>
      <LogoText>{name}</LogoText>
    </LogoWrap>
  )
}

const LogoWrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${theme.colors.primaryDark};
  &:where([data-inverted]) {
    color: ${theme.colors.white};
  }
`

/* In the page's heading face, as its headings: DM Serif Display on English pages, Noto Sans
   Malayalam semibold on Malayalam ones, so a Malayalam page fetches no DM Serif (docs/behaviour.md §10). */
const LogoText = styled.span`
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fonts.headingWeight};
  font-size: ${theme.fontSizes["2xl"]};
  line-height: 1;
  letter-spacing: 0.01em;
  ${mq.mdToXl} {
    html:not([lang="ml"]) [data-mark-only-on-tablets] > & {
      display: none;
    }
  }
  ${mq.belowXs} {
    [data-mark-only-on-tablets] > & {
      display: none;
    }
  }
`
