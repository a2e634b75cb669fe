import { type ReactNode, useEffect } from "react"
import { styled } from "@linaria/react"
import { useCompany } from "../../hooks/use-company"
import { withoutLang, type Lang } from "../../lib/i18n/lang"
import { ChatButton } from "./ChatButton"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { Preloader } from "./Preloader"
import { SkipLink } from "./SkipLink"
import { HYDRATED_ATTRIBUTE } from "../../lib/first-visit/clicks-before-start"

export interface LayoutProps {
  pathname: string
  /** The languages the page exists in (its context's `langs`). */
  langs: readonly Lang[]
  /** The page is shorter than a screen (its context's `shortPage`): the footer is on the first screen. */
  shortPage?: boolean
  children: ReactNode
}

/** The chrome around every page: skip link, header, main content, footer, chat button, splash. */
export function Layout({ pathname, langs, shortPage = false, children }: LayoutProps) {
  const company = useCompany()
  // The page has come alive: it is marked interactive, which browser tests wait for and the head
  // script replays held clicks on (src/lib/first-visit/clicks-before-start.ts).
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true")
  }, [])
  return (
    <Page>
      <SkipLink />
      <Header pathname={withoutLang(pathname)} languages={{ pathname, langs }} />
      <Main id="main-content" tabIndex={-1} data-pagefind-body="">
        {children}
      </Main>
      <Footer onFirstScreen={shortPage} />
      <ChatButton />
      <Preloader companyName={company.name} />
    </Page>
  )
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`

const Main = styled.main`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`
