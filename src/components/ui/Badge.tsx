import type { ReactNode } from "react"
import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"

export type BadgeVariant = "default" | "secondary" | "outline"

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.25rem 0.7rem;
  border: 1.5px solid transparent;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.strong};
  letter-spacing: 0.04em;
  line-height: 1.4;
  white-space: nowrap;
  &[data-variant="secondary"] {
    background: ${theme.colors.accentDark};
  }
  &[data-variant="outline"] {
    background: ${theme.colors.white};
    color: ${theme.colors.primaryDark};
    border-color: ${theme.colors.primary};
  }
`

/** Small label; 'default' is dark, 'secondary' the accent, 'outline' a bordered light badge. */
export function Badge({ variant = "default", children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <StyledBadge data-variant={variant}>{children}</StyledBadge>
}

/** docs/behaviour.md §4: Completed is the dark default style, Ongoing secondary, anything else outline. */
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === "Completed") return "default"
  if (status === "Ongoing") return "secondary"
  return "outline"
}
