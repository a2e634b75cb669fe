import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

export type BadgeVariant = "default" | "secondary" | "outline"

/** Small label; 'default' is dark, 'secondary' the accent, 'outline' a bordered light badge. */
export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  padding: 0.25rem 0.7rem;
  border: 1.5px solid transparent;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1.4;
  white-space: nowrap;
  ${({ $variant = "default" }) =>
    $variant === "default"
      ? css`
          background: ${theme.colors.ink};
          color: ${theme.colors.white};
        `
      : $variant === "secondary"
        ? css`
            background: ${theme.colors.accentDark};
            color: ${theme.colors.white};
          `
        : css`
            background: ${theme.colors.white};
            color: ${theme.colors.primaryDark};
            border-color: ${theme.colors.primary};
          `}
`

/** docs/behaviour.md §4: Completed is the dark default style, Ongoing secondary, anything else outline. */
export function statusBadgeVariant(status: string): BadgeVariant {
  if (status === "Completed") return "default"
  if (status === "Ongoing") return "secondary"
  return "outline"
}
