import { styled } from "@linaria/react"
import { theme } from "../../styles/theme"

/** What the build accepts but the house standard asks for, shown above the preview. */
export function EditorialWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null
  return (
    <Panel role="status" aria-label="House standard">
      <strong>Before publishing: this draft does not yet meet the house standard</strong>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Panel>
  )
}

const Panel = styled.div`
  margin: 0;
  padding: 1rem 1.25rem;
  border-bottom: 3px solid ${theme.colors.accentDark};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`
