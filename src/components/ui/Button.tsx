import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, type MouseEventHandler, type ReactNode } from "react"
import { css, cx } from "@linaria/core"
import { SiteLink } from "./SiteLink"
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
  // Large by its height and padding; its text stays at md, where the rest of the page's semibold
  // text is (docs/architecture.md §4, "One type scale").
  lg: sized("52px", "0.85rem 1.8rem", theme.fontSizes.md),
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

/**
 * One class for all three elements (a button, a site link, an outbound link): as three styled
 * components the rules were written three times into the stylesheet of every page (3.5 KB of its
 * 15 KB, 60 more rules for the browser to match), and each button was a component more to render
 * and hydrate (docs/architecture.md §3, "Styles").
 */
const buttonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.strong};
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

interface Common {
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
  className?: string
}

export function Button({
  variant = "default",
  size = "default",
  className,
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" data-variant={variant} data-size={size} className={cx(buttonClass, className)} {...rest} />
  )
}

/** An internal link that looks like a button (client-side navigation). */
export function ButtonLink({
  variant = "default",
  size = "default",
  to,
  className,
  ...rest
}: Common & { to: string; onClick?: MouseEventHandler }) {
  return <SiteLink to={to} data-variant={variant} data-size={size} className={cx(buttonClass, className)} {...rest} />
}

/** An outbound link or file link that looks like a button. */
export function ButtonAnchor({
  variant = "default",
  size = "default",
  className,
  ...rest
}: Common & AnchorHTMLAttributes<HTMLAnchorElement>) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the content in rest.children
  return <a data-variant={variant} data-size={size} className={cx(buttonClass, className)} {...rest} />
}
