import { useLang, useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { type MouseEvent, useEffect, useRef, useState } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { DESKTOP_NAV_FROM } from "../../lib/constants"
import { BROCHURE_PATH, COST_CALCULATOR_LINK, MAIN_NAV, SERVICES_LINK } from "../../lib/content/navigation"
import { listen, unlistenAll } from "../../lib/browser/listen"
import { currentness } from "../../lib/first-visit/site-link"
import { servicePath } from "../../lib/listing/slug"
import type { ServiceLink } from "../../hooks/use-services"
import { inMalayalamMenuWidths, mq, theme } from "../../styles/theme"
import { iconButton } from "../ui/icon-box"
import { Icon } from "../ui/Icon"
import { solidLink } from "../ui/solid-link"
import { LanguageSwitch, type PageLanguages } from "./LanguageSwitch"
import { SocialLinks } from "./SocialLinks"
import { SearchButton } from "../search/SiteSearch"

interface MobileMenuProps {
  open: boolean
  onClose: () => void
  services: readonly ServiceLink[]
  /** The page being shown: its entry is marked current. */
  pathname: string
  languages: PageLanguages
  onHomeClick: (event: MouseEvent) => void
  /** Closes the menu and opens the search dialog. */
  onSearch: () => void
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Full-screen slide-in menu below 768px. Closes on any link, the backdrop, the close button,
 * Escape, and when the window widens to 768px; keeps keyboard focus inside while open.
 *
 * Its contents are created the first time it opens, then kept (so it can slide out): every page
 * load is spared their markup, styles and hydration (the same links are in the header and
 * footer for crawlers and for visitors without JavaScript, who cannot open it anyway).
 */
export function MobileMenu({ open, onClose, services, pathname, languages, onHomeClick, onSearch }: MobileMenuProps) {
  const t = useStrings(LAYOUT)
  const lang = useLang()
  const [contentsCreated, setContentsCreated] = useState(open)
  if (open && !contentsCreated) setContentsCreated(true)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<Element | null>(null)

  useEffect(() => {
    if (!open) return undefined
    returnFocusTo.current = document.activeElement
    document.documentElement.classList.add("menu-open")
    closeRef.current?.focus()

    const wide = window.matchMedia(`(min-width: ${DESKTOP_NAV_FROM[lang]}px)`)
    const onWiden = () => wide.matches && onClose()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose()
        return
      }
      if (event.key !== "Tab" || !panelRef.current) return
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    const stopListening = unlistenAll([
      listen(wide, "change", onWiden),
      listen(window, "resize", onWiden),
      listen(document, "keydown", onKeyDown),
    ])
    return () => {
      stopListening()
      document.documentElement.classList.remove("menu-open")
      if (returnFocusTo.current instanceof HTMLElement) returnFocusTo.current.focus()
    }
  }, [open, onClose, lang])

  return (
    <Root data-open={open}>
      <Backdrop aria-hidden="true" onClick={onClose} data-testid="mobile-menu-backdrop" />
      <Panel ref={panelRef} id="mobile-menu" role="dialog" aria-modal="true" aria-label={t.menu} aria-hidden={!open}>
        {contentsCreated ? (
          <>
            <PanelHead>
              <LanguageSwitch {...languages} />
              <MenuSearchButton onClick={onSearch} />
              <CloseButton ref={closeRef} type="button" onClick={onClose}>
                <Icon name="close" size={26} />
                <span className="visually-hidden">{t.closeMenu}</span>
              </CloseButton>
            </PanelHead>
            <nav aria-label={t.mobileNav}>
              <Links>
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <MenuLink
                      to={item.to}
                      aria-current={currentness(pathname, item.to)}
                      onClick={(event) => {
                        if (item.to === "/") onHomeClick(event)
                        onClose()
                      }}
                    >
                      {t.nav[item.label]}
                    </MenuLink>
                    {item === SERVICES_LINK ? (
                      <SubLinks>
                        {services.map((service) => (
                          <li key={service.slug}>
                            <SubLink to={servicePath(service.slug)} onClick={onClose}>
                              {service.title}
                            </SubLink>
                          </li>
                        ))}
                      </SubLinks>
                    ) : null}
                  </li>
                ))}
              </Links>
            </nav>
            <Actions>
              <PrimaryAction to={COST_CALCULATOR_LINK.to} onClick={onClose}>
                {t.nav[COST_CALCULATOR_LINK.label]}
              </PrimaryAction>
              <SecondaryAction href={BROCHURE_PATH} hrefLang="en" download onClick={onClose}>
                <Icon name="download" size={18} /> {t.brochure}
                {t.brochureNote ? ` (${t.brochureNote})` : null}
              </SecondaryAction>
              <SocialLinks size={22} onClick={onClose} />
            </Actions>
          </>
        ) : null}
      </Panel>
    </Root>
  )
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.menu};
  visibility: hidden;
  transition: visibility 0s linear ${theme.motion.normal};
  &[data-open="true"] {
    visibility: visible;
    transition: none;
  }
  ${mq.md} {
    display: none;
  }
  ${inMalayalamMenuWidths("display: block;")}
`

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${theme.colors.overlay};
  opacity: 0;
  transition: opacity ${theme.motion.normal};
  [data-open="true"] > & {
    opacity: 1;
  }
`

const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(86vw, 420px);
  box-shadow: ${theme.shadows.lg};
  overflow-y: auto;
  padding: 1rem 1.5rem 2rem;
  background: ${theme.colors.surface};
  transform: translateX(100%);
  transition: transform ${theme.motion.normal} ${theme.motion.easing};
  [data-open="true"] > & {
    transform: translateX(0);
  }
`

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`

const MenuSearchButton = styled(SearchButton)`
  margin-left: auto;
`

const CloseButton = styled.button`
  ${iconButton("48px", theme.radii.md)}
  background: ${theme.colors.sand};
`

const Links = styled.ul`
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`

const MenuLink = styled(SiteLink)`
  display: block;
  padding: 0.7rem 0;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  text-decoration: none;
  &[aria-current] {
    color: ${theme.colors.accentDark};
  }
`

const SubLinks = styled.ul`
  margin: 0.25rem 0 0.5rem;
  padding: 0 0 0 1rem;
  list-style: none;
`

const SubLink = styled(SiteLink)`
  display: block;
  padding: 0.45rem 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.md};
  text-decoration: none;
`

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.5rem;
  justify-items: start;
`

const PrimaryAction = styled(SiteLink)`
  display: inline-flex;
  ${solidLink("0.8rem 1.4rem", theme.radii.pill, theme.colors.accent)}
`

const SecondaryAction = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.7rem 1.2rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
`
