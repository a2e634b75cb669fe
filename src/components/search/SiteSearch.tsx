import { lazy, Suspense, useEffect, useState } from "react"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { LAYOUT } from "../../lib/i18n/ui/layout"
import { SCRIPTS_ON_CLASS } from "../../lib/first-visit/scripts-on"
import { theme } from "../../styles/theme"
import { iconButton } from "../ui/icon-box"
import { Icon } from "../ui/Icon"

/**
 * The dialog's code is a chunk of its own, fetched the first time a visitor opens search: a first
 * visit downloads nothing of search (docs/behaviour.md §11, docs/architecture.md "Search").
 */
const SearchDialog = lazy(() => import("./SearchDialog"))

/** The header's search button. Without scripts there is no search, and no button. */
export function SearchButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const t = useStrings(LAYOUT)
  return (
    <Button type="button" className={className} onClick={onClick} aria-keyshortcuts="/" data-search-button="">
      <Icon name="search" size={24} />
      <span className="visually-hidden">{t.search}</span>
    </Button>
  )
}

/** The dialog, made the first time it opens and kept after (closing it keeps the last query). */
export function SearchDialogSlot({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [made, setMade] = useState(open)
  if (open && !made) setMade(true)
  return made ? (
    <Suspense fallback={null}>
      <SearchDialog open={open} onClose={onClose} />
    </Suspense>
  ) : null
}

const typingInto = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))

/** "/" opens search from anywhere on the page, except while typing into a field. */
export function useSlashToSearch(openSearch: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      if (typingInto(event.target) || document.querySelector("dialog[open]")) return
      event.preventDefault()
      openSearch()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [openSearch])
}

const Button = styled.button`
  ${iconButton("44px", theme.radii.md)}
  flex-shrink: 0;
  background: transparent;
  html:not(.${SCRIPTS_ON_CLASS}) & {
    display: none;
  }
`
