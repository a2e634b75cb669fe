import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { whatsappHref } from "../../lib/text/contact-links"
import { theme } from "../../styles/theme"
import { iconBox } from "../ui/icon-box"
import { Icon } from "../ui/Icon"

/** The floating WhatsApp chat button, bottom-right on every page. */
export function ChatButton() {
  const { whatsappNumber, shortName } = useCompany()
  const t = useStrings(LAYOUT)
  return (
    <Floating
      href={whatsappHref(whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.chat(shortName)}
      data-testid="chat-button"
    >
      <Icon name="whatsapp" size={30} />
    </Floating>
  )
}

const Floating = styled.a`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: ${theme.z.chat};
  ${iconBox("56px", "50%")}
  background: ${theme.colors.whatsapp};
  color: ${theme.colors.white};
  box-shadow: ${theme.shadows.lg};
  transition: transform ${theme.motion.fast};
  &:hover {
    transform: scale(1.06);
  }
`
