import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { type MouseEvent, useCallback, useState } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { useServices } from "../../hooks/use-services"
import { COST_CALCULATOR_LINK, MAIN_NAV, SERVICES_LINK } from "../../lib/content/navigation"
import { smoothScrollToTop } from "../../lib/browser/scroll"
import { currentness } from "../../lib/first-visit/site-link"
import { inMalayalamMenuWidths, mq, theme } from "../../styles/theme"
import { iconButton } from "../ui/icon-box"
import { ButtonLink } from "../ui/Button"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { LanguageSwitch, type PageLanguages } from "./LanguageSwitch"
import { Logo } from "./Logo"
import { MobileMenu } from "./MobileMenu"
import { navLinkStyle } from "./nav-styles"
import { ServicesDropdown } from "./ServicesDropdown"
import { SearchButton, SearchDialogSlot, useSlashToSearch } from "../search/SiteSearch"
import { TopBar } from "./TopBar"
import { bareList } from "../ui/CardGrid"

export interface HeaderProps {
  /** The page being shown, without its language prefix: the current entry is marked. */
  pathname: string
  languages: PageLanguages
}

/**
 * Top bar, logo, main navigation (desktop), the language switch and the mobile menu (below 768px in
 * English, below 1280px in Malayalam: DESKTOP_NAV_FROM), and the search button, which opens the
 * search dialog (as do "/" and the mobile menu's button).
 */
export function Header({ pathname, languages }: HeaderProps) {
  const company = useCompany()
  const services = useServices()
  const t = useStrings(LAYOUT)
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const openSearch = useCallback(() => setSearchOpen(true), [])
  useSlashToSearch(openSearch)

  // On the home page, the logo and "Home" glide back to the top instead of reloading the page.
  const onHomeClick = (event: MouseEvent) => {
    if (pathname === "/") {
      event.preventDefault()
      smoothScrollToTop()
    }
  }

  return (
    <>
      <TopBar />
      <Bar>
        <Row>
          <LogoLink to="/" onClick={onHomeClick} aria-label={t.homeLink(company.name)}>
            <Logo name={company.shortName} markOnlyOnTablets />
          </LogoLink>
          <DesktopNav aria-label={t.mainNav}>
            <NavList>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  {item === SERVICES_LINK ? (
                    <ServicesDropdown services={services} pathname={pathname} />
                  ) : (
                    <NavLink
                      to={item.to}
                      aria-current={currentness(pathname, item.to)}
                      onClick={item.to === "/" ? onHomeClick : undefined}
                    >
                      {t.nav[item.label]}
                    </NavLink>
                  )}
                </li>
              ))}
            </NavList>
            <ButtonLink to={COST_CALCULATOR_LINK.to} variant="secondary" size="sm">
              {t.nav[COST_CALCULATOR_LINK.label]}
            </ButtonLink>
          </DesktopNav>
          <Tools>
            <LanguageSwitch {...languages} />
            <SearchButton onClick={openSearch} />
            <MenuButton
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size={26} />
              <span className="visually-hidden">{t.openMenu}</span>
            </MenuButton>
          </Tools>
        </Row>
      </Bar>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        services={services}
        pathname={pathname}
        languages={languages}
        onHomeClick={onHomeClick}
        onSearch={() => {
          setMenuOpen(false)
          openSearch()
        }}
      />
      <SearchDialogSlot open={searchOpen} onClose={() => setSearchOpen(false)} />
    </>
  )
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  background: ${theme.colors.surfaceVeil};
  border-bottom: 1px solid ${theme.colors.border};
`

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: ${theme.headerHeight};
  /* Tablets: the navigation and the language switch need every pixel of the row. */
  ${mq.mdToLg} {
    gap: 0.5rem;
    padding: 0 ${theme.space.md};
  }
`

const LogoLink = styled(SiteLink)`
  text-decoration: none;
  flex-shrink: 0;
`

const DesktopNav = styled.nav`
  display: none;
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  ${mq.lg} {
    gap: 1.5rem;
    html[lang="ml"] & {
      gap: 1rem;
    }
  }
  ${inMalayalamMenuWidths("display: none;")}
`

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  ${bareList}
  ${mq.lg} {
    gap: 1rem;
    html[lang="ml"] & {
      gap: 0.8rem;
    }
  }
`

const NavLink = styled(SiteLink)`
  ${navLinkStyle}
`

/**
 * The language switch, search and the menu button (where there is one), close together at the
 * row's end: on a 768px tablet the English navigation leaves them little room.
 */
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex-shrink: 0;
  ${mq.belowMd} {
    margin-left: auto;
  }
  ${inMalayalamMenuWidths("margin-left: auto;")}
`

const MenuButton = styled.button`
  ${iconButton("48px", theme.radii.md)}
  background: transparent;
  ${mq.md} {
    display: none;
  }
  ${inMalayalamMenuWidths("display: inline-flex;")}
`
