import { styled } from "@linaria/react"
import { LANG_NAMES, LANG_NAMES_IN_ENGLISH, type Lang } from "../../lib/i18n/lang"
import { theme } from "../../styles/theme"

/**
 * Above a preview: the languages the entry is not yet written in, and what that means on the site
 * (docs/behaviour.md §10: an entry without its translation has no page in that language).
 */
export function TranslationStatus({ missing }: { missing: readonly Lang[] }) {
  if (missing.length === 0) return null
  return (
    <Panel role="status" aria-label="Translations">
      {missing.map((lang) => (
        <p key={lang}>
          <strong>No {LANG_NAMES_IN_ENGLISH[lang]} translation yet:</strong> the {LANG_NAMES_IN_ENGLISH[lang]} site does
          not show this entry. To write it, choose <span lang={lang}>{LANG_NAMES[lang]}</span> ({lang.toUpperCase()})
          beside the English.
        </p>
      ))}
    </Panel>
  )
}

const Panel = styled.div`
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
`
