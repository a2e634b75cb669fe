import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"
import { solidLink } from "../ui/solid-link"

/** First focusable element on every page: jumps past the header to the main content. */
const Anchor = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 200;
  ${solidLink("0.75rem 1.25rem", theme.radii.md, theme.colors.ink)}
  &:focus {
    top: 1rem;
  }
`

export function SkipLink() {
  const t = useStrings(LAYOUT)
  return <Anchor href="#main-content">{t.skipLink}</Anchor>
}
