import type { ReactNode } from "react"
import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { StageCarousel } from "../../src/components/home/StageCarousel"
import { StatisticsBand } from "../../src/components/home/StatisticsBand"
import { LegalPage } from "../../src/components/legal/LegalPage"
import { PageButtons } from "../../src/components/ui/PageButtons"
import { LangContext } from "../../src/hooks/use-lang"
import { PAGES } from "../../src/lib/i18n/ui/pages"
import type { Lang } from "../../src/lib/i18n/lang"
import NotFoundPage from "../../src/pages/404"

const inLang = (lang: Lang, element: ReactNode) =>
  render(<LangContext.Provider value={lang}>{element}</LangContext.Provider>)

describe("the pages' own words (src/lib/i18n/ui/pages.ts)", () => {
  it("writes dates and numbers in each language's way", () => {
    expect(PAGES.en.legal.lastUpdated("2026-11-28")).toBe("Last updated: November 28, 2026")
    expect(PAGES.ml.legal.lastUpdated("2026-11-28")).toBe("അവസാനം പുതുക്കിയത്: 2026 നവംബർ 28")
    expect(PAGES.en.home.number(125000)).toBe("125,000")
    expect(PAGES.ml.home.number(125000)).toBe("1,25,000")
  })

  it("counts statistics in Indian grouping on a Malayalam page", () => {
    inLang("ml", <StatisticsBand stats={[{ value: 125000, suffix: "+", label: "ച. അടി" }]} />)
    expect(screen.getByRole("region", { name: PAGES.ml.home.stats })).toBeInTheDocument()
    expect(screen.getByTestId("stat-value")).toHaveAttribute("data-final", "1,25,000+")
  })

  it("names the carousel, its slides and its dots in Malayalam", () => {
    const slides = ["ഡിസൈൻ", "റെൻഡറിങ്"].map((label, i) => ({ id: i + 1, label, alt: label, image: null }))
    inLang("ml", <StageCarousel slides={slides} />)
    expect(screen.getByRole("region", { name: "ഡിസൈൻ മുതൽ സാക്ഷാത്കാരം വരെ" })).toHaveAttribute(
      "aria-roledescription",
      "സ്ലൈഡ്ഷോ",
    )
    expect(screen.getByRole("button", { name: "റെൻഡറിങ് കാണിക്കുക" })).toBeInTheDocument()
    expect(screen.getAllByTestId("stage-slide")[0]).toHaveAttribute("aria-label", "1 / 2: ഡിസൈൻ")
  })

  it("shows the legal page's eyebrow and date in Malayalam", () => {
    inLang("ml", <LegalPage title="സ്വകാര്യതാ നയം" description="." lastUpdated="2026-11-28" html="" />)
    expect(screen.getByText("നിയമപരമായ വിവരങ്ങൾ")).toBeInTheDocument()
    expect(screen.getByText("അവസാനം പുതുക്കിയത്: 2026 നവംബർ 28")).toBeInTheDocument()
  })

  it("pages the projects with Malayalam buttons, and English ones as before", () => {
    const { unmount } = inLang("ml", <PageButtons page={1} total={2} onPage={() => undefined} label="പേജുകൾ" />)
    expect(screen.getByRole("button", { name: "മുമ്പത്തേത്" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "പേജ് 2" })).toBeInTheDocument()
    unmount()
    inLang("en", <PageButtons page={1} total={2} onPage={() => undefined} label="Pages" />)
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled()
    expect(screen.getByRole("button", { name: "Page 2" })).toBeInTheDocument()
  })

  it("says page not found in Malayalam, its way back leading to the Malayalam pages", () => {
    inLang("ml", <NotFoundPage {...({ location: { pathname: "/ml/no/such/page" } } as unknown as PageProps)} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ഈ പേജ് കണ്ടെത്താനായില്ല")
    expect(screen.getByRole("link", { name: "ബന്ധപ്പെടുക" })).toHaveAttribute("href", "/ml/contact")
  })
})
