import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { DROPDOWN_CLOSE_DELAY_MS, BREAKPOINT_MOBILE } from "../../lib/constants"
import { SERVICES_LINK } from "../../lib/content/navigation"
import { currentness } from "../../lib/first-visit/site-link"
import { servicePath } from "../../lib/listing/slug"
import { useDropdown } from "../../hooks/use-dropdown"
import type { ServiceLink } from "../../hooks/use-services"
import { theme } from "../../styles/theme"
import { iconButton } from "../ui/icon-box"
import { Icon } from "../ui/Icon"
import { navLinkStyle } from "./nav-styles"

const isDesktop = () =>
  typeof window !== "undefined" && window.matchMedia(`(min-width: ${BREAKPOINT_MOBILE}px)`).matches

/** "Services" in the main navigation: hover (from 768px) or the toggle opens the list of services. */
export function ServicesDropdown({ services, pathname }: { services: readonly ServiceLink[]; pathname: string }) {
  const { open, openNow, close, closeSoon, toggle, containerRef, toggleRef } = useDropdown(DROPDOWN_CLOSE_DELAY_MS)
  const t = useStrings(LAYOUT)

  return (
    <Wrapper
      ref={containerRef}
      onMouseEnter={() => isDesktop() && openNow()}
      onMouseLeave={() => isDesktop() && closeSoon()}
      data-open={open}
    >
      <TopLink to={SERVICES_LINK.to} aria-current={currentness(pathname, SERVICES_LINK.to)} onClick={close}>
        {t.nav[SERVICES_LINK.label]}
      </TopLink>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="services-dropdown"
        aria-label={open ? t.hideServices : t.showServices}
        onClick={toggle}
      >
        <Icon name="chevronDown" size={18} />
      </Toggle>
      <Menu id="services-dropdown" hidden={!open}>
        {services.map((service) => (
          <li key={service.slug}>
            <MenuLink to={servicePath(service.slug)} onClick={close}>
              {service.title}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  )
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`

const TopLink = styled(SiteLink)`
  ${navLinkStyle}
  padding-right: 0.1rem;
`

const Toggle = styled.button`
  ${iconButton("28px", theme.radii.sm)}
  padding: 0;
  background: transparent;
  svg {
    transition: transform ${theme.motion.fast};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${theme.colors.primary};
  }
`

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: -1rem;
  z-index: ${theme.z.dropdown};
  min-width: 260px;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  &::before {
    /* Bridges the gap under the toggle so the pointer can travel into the menu. */
    content: "";
    position: absolute;
    top: -0.6rem;
    left: 0;
    right: 0;
    height: 0.6rem;
  }
  &[hidden] {
    display: none;
  }
`

const MenuLink = styled(SiteLink)`
  display: block;
  padding: 0.6rem 0.8rem;
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.strong};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.primaryTint};
    color: ${theme.colors.primaryDark};
  }
`
