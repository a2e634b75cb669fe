import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { styled } from "@linaria/react"
import { useLang, useStrings } from "../../hooks/use-lang"
import { withoutLang } from "../../lib/i18n/lang"
import { SEARCH } from "../../lib/i18n/ui/search"
import {
  filterValues,
  prepareSearch,
  preloadSearch,
  search,
  type SearchAnswer,
  type SearchHit,
} from "../../lib/search/pagefind-client"
import {
  FILTERS_OF_KIND,
  SEARCH_DEBOUNCE_MS,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchFilter,
  type SearchKind,
} from "../../lib/search/vocabulary"
import { mq, theme } from "../../styles/theme"
import { caps } from "../ui/caps"
import { Button } from "../ui/Button"
import { iconButton } from "../ui/icon-box"
import { Icon } from "../ui/Icon"
import { SiteLink } from "../ui/SiteLink"

export interface SearchDialogProps {
  open: boolean
  onClose: () => void
}

type Phase = "loading" | "ready" | "searching" | "done" | "failed"

interface Shown {
  term: string
  total: number
  hits: SearchHit[]
  answer: SearchAnswer
}

/**
 * The site's search (docs/behaviour.md §11): a modal dialog over the page, loaded the first time a
 * visitor opens it (src/components/layout/Header.tsx). Results come as the visitor types, from
 * Pagefind's index of the page's language; a kind, and for projects and articles their own filters,
 * narrow them. The arrow keys move between the field and the results, Enter opens one, Escape and
 * the close button end the search and give the focus back to what opened it.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const t = useStrings(SEARCH)
  const lang = useLang()
  const ids = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLUListElement>(null)
  const returnTo = useRef<Element | null>(null)
  const [phase, setPhase] = useState<Phase>("loading")
  const [attempt, setAttempt] = useState(0)
  const [term, setTerm] = useState("")
  const [kind, setKind] = useState<SearchKind | null>(null)
  const [filters, setFilters] = useState<Partial<Record<SearchFilter, string>>>({})
  const [values, setValues] = useState<Record<string, Record<string, number>>>({})
  const [shown, setShown] = useState<Shown | null>(null)

  // Open and close with the prop; Escape and the close button close the dialog itself first.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnTo.current = document.activeElement
      dialog.showModal()
      inputRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  // A click on the shade around the dialog ends it too (the keyboard has Escape). Such a click
  // lands on the dialog element itself, outside its box.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      if (!inside) dialog.close()
    }
    dialog.addEventListener("click", onClick)
    return () => dialog.removeEventListener("click", onClick)
  }, [])

  // Pagefind, its index's entry and the filters' values load when the dialog first opens.
  useEffect(() => {
    if (!open) return undefined
    let current = true
    setPhase((phase) => (phase === "failed" ? "loading" : phase))
    Promise.all([prepareSearch(lang), filterValues(lang)])
      .then(([, found]) => {
        if (!current) return
        setValues(found)
        setPhase((phase) => (phase === "loading" ? "ready" : phase))
      })
      .catch(() => current && setPhase("failed"))
    return () => {
      current = false
    }
  }, [open, lang, attempt])

  // Search as the visitor types, a moment after the last keystroke; a later query wins.
  const loaded = phase !== "loading" && phase !== "failed"
  useEffect(() => {
    if (!loaded) return undefined
    let current = true
    const words = term.trim()
    if (words === "" && !kind) {
      setShown(null)
      setPhase("ready")
      return undefined
    }
    setPhase("searching")
    const timer = window.setTimeout(() => {
      search(lang, { term: words, kind, filters })
        .then(async (answer) => {
          const hits = await answer.load(0, SEARCH_PAGE_SIZE)
          if (!current) return
          setShown({ term: words, total: answer.total, hits, answer })
          setPhase("done")
        })
        .catch(() => current && setPhase("failed"))
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [loaded, term, kind, filters, lang])

  // The focus goes back to what opened the dialog, or, when "/" opened it from nowhere in
  // particular, to the header's search button.
  const onDialogClose = () => {
    onClose()
    const back = returnTo.current
    const opener =
      back instanceof HTMLElement && back !== document.body && back.isConnected && back.getClientRects().length > 0
        ? back
        : document.querySelector<HTMLElement>("header [data-search-button]")
    opener?.focus()
  }

  const links = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    links()[0]?.click()
  }

  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return
    const first = links()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }

  const onResultsKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    event.preventDefault()
    const next = event.key === "ArrowDown" ? Math.min(at + 1, all.length - 1) : at - 1
    ;(next < 0 ? inputRef.current : all[next])?.focus()
  }

  const showMore = async () => {
    if (!shown) return
    const more = await shown.answer.load(shown.hits.length, shown.hits.length + SEARCH_PAGE_SIZE)
    setShown({ ...shown, hits: [...shown.hits, ...more] })
  }

  const chooseKind = (next: SearchKind | null) => {
    setKind(next)
    setFilters({})
  }

  const status =
    phase === "loading"
      ? t.loading
      : phase === "failed"
        ? t.failed
        : phase === "searching"
          ? t.searching
          : shown
            ? shown.total > 0
              ? t.found(shown.total, shown.term)
              : t.none(shown.term)
            : t.hint

  return (
    // The dialog's own Escape (its cancel event) closes it; the close event then tidies up.
    <Dialog ref={dialogRef} aria-labelledby={`${ids}-title`} onClose={onDialogClose} data-search-dialog="">
      <Head>
        <h2 id={`${ids}-title`}>{t.title}</h2>
        <CloseButton type="button" onClick={() => dialogRef.current?.close()}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t.close}</span>
        </CloseButton>
      </Head>
      <form role="search" onSubmit={onSubmit}>
        <label htmlFor={`${ids}-term`} className="visually-hidden">
          {t.label}
        </label>
        <Field>
          <Icon name="search" size={20} />
          <input
            ref={inputRef}
            id={`${ids}-term`}
            type="search"
            value={term}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${ids}-status`}
            onChange={(event) => {
              setTerm(event.target.value)
              preloadSearch(lang, event.target.value)
            }}
            onKeyDown={onInputKeyDown}
          />
        </Field>
        <Kinds>
          <legend className="visually-hidden">{t.show}</legend>
          {[null, ...SEARCH_KINDS].map((k) => (
            <label key={k ?? "all"}>
              <input type="radio" name={`${ids}-kind`} checked={kind === k} onChange={() => chooseKind(k)} />
              <span>{k ? t.kinds[k] : t.all}</span>
            </label>
          ))}
        </Kinds>
        {kind && FILTERS_OF_KIND[kind].length > 0 ? (
          <Filters>
            {FILTERS_OF_KIND[kind].map((filter) => (
              <label key={filter}>
                <span>{t.filter[filter]}</span>
                <select
                  value={filters[filter] ?? ""}
                  onChange={(event) => {
                    const { [filter]: _, ...others } = filters
                    setFilters(event.target.value ? { ...others, [filter]: event.target.value } : others)
                  }}
                >
                  <option value="">{t.any}</option>
                  {Object.keys(values[filter] ?? {})
                    .sort((a, b) => a.localeCompare(b, lang))
                    .map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                </select>
              </label>
            ))}
          </Filters>
        ) : null}
      </form>
      <Status id={`${ids}-status`} role="status" data-phase={phase}>
        {status}
        {phase === "failed" ? (
          <Retry variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </Retry>
        ) : null}
      </Status>
      {shown && shown.hits.length > 0 ? (
        <Results ref={resultsRef} aria-label={t.results} onKeyDown={onResultsKeyDown}>
          {shown.hits.map((hit) => (
            <li key={hit.url}>
              <Result to={withoutLang(hit.url)} onClick={() => dialogRef.current?.close()}>
                {hit.image && hit.kind !== "page" ? (
                  <img src={hit.image} alt="" width={80} height={60} loading="lazy" decoding="async" />
                ) : null}
                <span>
                  <Kind>{t.kind[hit.kind]}</Kind>
                  <Title>{hit.title}</Title>
                  <Excerpt>
                    {hit.excerpt.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
                  </Excerpt>
                </span>
              </Result>
            </li>
          ))}
        </Results>
      ) : null}
      {shown && shown.hits.length < shown.total ? (
        <More variant="outline" size="sm" onClick={() => void showMore()}>
          {t.more}
        </More>
      ) : null}
      <Keys aria-hidden="true">{t.keys}</Keys>
    </Dialog>
  )
}

const Dialog = styled.dialog`
  width: 100%;
  max-width: 100%;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: ${theme.space.md};
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  ${mq.md} {
    width: min(44rem, calc(100% - 2rem));
    height: auto;
    max-height: calc(100% - 8vh - 1rem);
    margin: 8vh auto auto;
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};
  }
  &::backdrop {
    background: ${theme.colors.overlay};
  }
  & form {
    display: grid;
    gap: ${theme.space.sm};
  }
`

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`

const CloseButton = styled.button`
  ${iconButton("48px", theme.radii.md)}
  background: ${theme.colors.sand};
`

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md};
  border: 2px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  color: ${theme.colors.muted};
  &:focus-within {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.focusRing};
  }
  & input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    border: 0;
    background: transparent;
    color: ${theme.colors.ink};
    font: inherit;
    font-size: ${theme.fontSizes.lg};
    outline: none;
  }
`

const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  & label {
    position: relative;
    cursor: pointer;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  & span {
    display: inline-block;
    padding: 0.4rem 0.9rem;
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.fontSizes.sm};
  }
  & input:checked + span {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
  & input:focus-visible + span {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  & label {
    display: grid;
    gap: 0.15rem;
    font-size: ${theme.fontSizes.sm};
  }
  & select {
    min-height: 40px;
    max-width: 14rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.controlBorder};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font: inherit;
  }
`

const Status = styled.p`
  margin: ${theme.space.md} 0 ${theme.space.sm};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`

const Retry = styled(Button)`
  margin-left: ${theme.space.sm};
`

const Results = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Result = styled(SiteLink)`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.primaryTint};
  }
  & img {
    flex: none;
    width: 80px;
    height: 60px;
    border-radius: ${theme.radii.sm};
    object-fit: cover;
  }
  & mark {
    background: ${theme.colors.onDarkAccent};
    color: ${theme.colors.ink};
  }
`

const Kind = styled.span`
  display: block;
  ${caps(theme.fontSizes.xs, "0.08em")}
  color: ${theme.colors.accentDark};
`

const Title = styled.span`
  display: block;
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.strong};
`

const Excerpt = styled.span`
  display: block;
  font-size: ${theme.fontSizes.sm};
`

const More = styled(Button)`
  margin-top: ${theme.space.sm};
`

const Keys = styled.p`
  display: none;
  margin: ${theme.space.md} 0 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  @media (hover: hover) and (pointer: fine) {
    display: block;
  }
`
