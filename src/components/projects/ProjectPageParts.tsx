import { Link } from "gatsby"
import styled from "styled-components"

/** The frame and the 'All Projects' back link shared by a project page and the template page. */
export const ProjectPageFrame = styled.div`
  padding: 2.5rem 0 4.5rem;
`

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
  text-decoration: none;
`

/** Label/value pairs as a description list; pairs without a value are left out. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl>
      {facts
        .filter(([, value]) => value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
