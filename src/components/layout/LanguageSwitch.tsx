import { styled } from "@linaria/react"
import { useLang } from "../../hooks/use-lang"
import { LANG_NAMES, LANGS, nearestListing, withoutLang, type Lang } from "../../lib/i18n/lang"
import { MALAYALAM_NAME_DRAWING } from "../../lib/i18n/language-name"
import { mq, theme } from "../../styles/theme"
import { SiteLink } from "../ui/SiteLink"

/** The page being shown and the languages it exists in (its context's `langs`). */
export interface PageLanguages {
  pathname: string
  langs: readonly Lang[]
}

/**
 * A link to this page in each other language, named in that language ("മലയാളം" on an English page,
 * "English" on a Malayalam one); to that language's nearest listing when the page has no twin
 * (docs/behaviour.md §10). A plain link: it works without scripts and never redirects by itself.
 */
export function LanguageSwitch({ pathname, langs, className }: PageLanguages & { className?: string }) {
  const lang = useLang()
  return (
    <>
      {LANGS.filter((other) => other !== lang).map((other) => (
        <SwitchLink
          key={other}
          className={className}
          inLang={other}
          to={langs.includes(other) ? withoutLang(pathname) : nearestListing(other, pathname)}
          lang={other}
          hrefLang={other}
          data-language-switch=""
        >
          {other === "ml" && lang !== "ml" ? <MalayalamName /> : LANG_NAMES[other]}
        </SwitchLink>
      ))}
    </>
  )
}

/**
 * "മലയാളം" on a page in another language: drawn (src/lib/i18n/language-name.ts), since such a page
 * has no Malayalam font of its own to fetch and a device may have none; the word stays as text for
 * screen readers and search engines.
 */
function MalayalamName() {
  return (
    <>
      <NameDrawing aria-hidden="true" focusable="false" viewBox={MALAYALAM_NAME_DRAWING.viewBox}>
        <path d={MALAYALAM_NAME_DRAWING.d} fill="currentColor" />
      </NameDrawing>
      <span className="visually-hidden">{LANG_NAMES.ml}</span>
    </>
  )
}

const NameDrawing = styled.svg`
  display: block;
  height: 1.25em;
  width: auto;
  ${mq.mdToLg} {
    height: 1em;
  }
  aspect-ratio: 4585 / 1400;
`

const SwitchLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  flex-shrink: 0;
  padding: 0 0.5rem;
  font-weight: 600;
  color: ${theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
  ${mq.mdToLg} {
    padding: 0 0.25rem;
  }
`
