import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEventHandler, type ReactNode } from "react"
import { SiteLink } from "./SiteLink"
import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"

/** docs/behaviour.md §9: six variants and five sizes, for <button>, internal links and outbound links. */
export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link"
export type ButtonSize = "default" | "sm" | "md" | "lg" | "icon"

/** A variant with a background that changes on hover. */
const filled = (background: string, color: string, hoverBackground: string) => `
  background: ${background};
  color: ${color};
  &:hover:not(:disabled) {
    background: ${hoverBackground};
  }
`

/**
 * One static rule for every variant and size: the variant and size are data attributes matched
 * inside `:where()` (no added specificity, so a component that restyles a button still wins).
 */
const variants: Record<ButtonVariant, string> = {
  default: filled(theme.colors.primary, theme.colors.white, theme.colors.primaryDark),
  destructive: `
    background: ${theme.colors.danger};
    color: ${theme.colors.white};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  outline: `
    ${filled("transparent", theme.colors.primaryDark, theme.colors.primaryTint)}
    border-color: currentColor;
  `,
  secondary: filled(theme.colors.accent, theme.colors.white, theme.colors.accentDark),
  ghost: filled("transparent", theme.colors.ink, theme.colors.sand),
  link: `
    background: transparent;
    color: ${theme.colors.primary};
    padding-left: 0;
    padding-right: 0;
    text-decoration: underline;
    text-underline-offset: 3px;
  `,
}

/** A size: its least height (a touch target), padding and text size. */
const sized = (minHeight: string, padding: string, fontSize: string) => `
  min-height: ${minHeight};
  padding: ${padding};
  font-size: ${fontSize};
`

const sizes: Record<ButtonSize, string> = {
  default: sized("44px", "0.6rem 1.25rem", theme.fontSizes.md),
  sm: sized("36px", "0.4rem 0.9rem", theme.fontSizes.sm),
  md: sized("44px", "0.65rem 1.4rem", theme.fontSizes.md),
  lg: sized("52px", "0.85rem 1.8rem", theme.fontSizes.lg),
  icon: `
    width: 44px;
    height: 44px;
    padding: 0;
  `,
}

const byAttribute = (name: string, rules: Record<string, string>) =>
  Object.entries(rules)
    .map(([value, css]) => `&:where([${name}="${value}"]) { ${css} }`)
    .join("\n")

const buttonStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${byAttribute("data-variant", variants)}
  ${byAttribute("data-size", sizes)}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

const StyledButton = styled.button`
  ${buttonStyle}
`
const StyledLink = styled(SiteLink)`
  ${buttonStyle}
`
const StyledAnchor = styled.a`
  ${buttonStyle}
`

interface Common {
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
  className?: string
}

export function Button({
  variant = "default",
  size = "default",
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <StyledButton type="button" data-variant={variant} data-size={size} {...rest} />
}

/** An internal link that looks like a button (client-side navigation). */
export function ButtonLink({
  variant = "default",
  size = "default",
  to,
  ...rest
}: Common & { to: string; onClick?: MouseEventHandler }) {
  return <StyledLink to={to} data-variant={variant} data-size={size} {...rest} />
}

/** An outbound link or file link that looks like a button. */
export function ButtonAnchor({
  variant = "default",
  size = "default",
  ...rest
}: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <StyledAnchor data-variant={variant} data-size={size} {...rest} />
}
