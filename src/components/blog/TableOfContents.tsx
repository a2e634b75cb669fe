import { type MouseEvent, useState } from "react"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { BLOG } from "../../lib/listing/blog-words"
import { HASH_SCROLL } from "../../lib/constants"
import { scrollToElement } from "../../lib/browser/scroll"
import { mq, theme } from "../../styles/theme"

export interface TocItem {
  id: string
  text: string
  level: number
}

/** Numbers h2 entries 1., 2., …; deeper levels are indented and not numbered. */
export function numberToc(items: readonly TocItem[]): { item: TocItem; label: string | null; depth: number }[] {
  let n = 0
  return items.map((item) => {
    if (item.level === 2) n += 1
    return { item, label: item.level === 2 ? `${n}.` : null, depth: Math.max(0, item.level - 2) }
  })
}

/**
 * Collapsible below 1024px, a sticky list beside the article above. An entry glides to its
 * heading 130px below the top, puts its id in the URL and closes the collapsible list.
 */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const [open, setOpen] = useState(false)
  const t = useStrings(BLOG)
  if (items.length === 0) return null
  const go = (event: MouseEvent, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    window.history.pushState(null, "", `#${id}`)
    setOpen(false)
    // Measure after the collapsible list has closed, or the target would move under the scroll.
    requestAnimationFrame(() => scrollToElement(target, HASH_SCROLL.offsetPx))
  }
  return (
    <Nav aria-labelledby="toc-title" data-open={open}>
      <Toggle type="button" aria-expanded={open} aria-controls="toc-list" onClick={() => setOpen((v) => !v)}>
        <span id="toc-title">{t.tableOfContents}</span>
        <span aria-hidden="true">{open ? "−" : "+"}</span>
      </Toggle>
      <List id="toc-list">
        {numberToc(items).map(({ item, label, depth }) => (
          <li key={item.id} data-depth={depth}>
            <a href={`#${item.id}`} onClick={(e) => go(e, item.id)}>
              {label ? <b>{label} </b> : null}
              {item.text}
            </a>
          </li>
        ))}
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.sm};
  ${mq.lg} {
    position: sticky;
    top: 100px;
    max-height: calc(100vh - 120px);
    overflow-y: auto;
  }
`

const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  min-height: 52px;
  padding: 0 1.25rem;
  border: 0;
  background: transparent;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  color: ${theme.colors.ink};
  cursor: pointer;
  ${mq.lg} {
    cursor: default;
    pointer-events: none;
    span[aria-hidden] {
      display: none;
    }
  }
`

const List = styled.ol`
  display: none;
  margin: 0;
  padding: 0 1.25rem 1.25rem;
  list-style: none;
  [data-open="true"] > & {
    display: block;
  }
  ${mq.lg} {
    display: block;
  }
  li {
    margin: 0.35rem 0;
    font-size: ${theme.fontSizes.sm};
  }
  /* A heading below h2 indented 1rem a level (h3 to h6), by data-depth: no style attribute. */
  ${[1, 2, 3, 4].map((depth) => `li[data-depth="${depth}"] { padding-left: ${depth}rem; }`).join("\n")}
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`
