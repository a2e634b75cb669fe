import { type ReactNode } from "react"
import { styled } from "@linaria/react"
import { useStrings } from "../../hooks/use-lang"
import { FORMS } from "../../lib/enquiry/words"
import { theme } from "../../styles/theme"

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  children: ReactNode
}

/** A label tied to its control, with the '*' that the error messages refer to. */
export function Field({ id, label, required, hint, children }: FieldProps) {
  const t = useStrings(FORMS)
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : <Optional>{t.optional}</Optional>}
      </Label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: 0.4rem;
`

const Label = styled.label`
  font-weight: ${theme.fontWeights.strong};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.ink};
`

const Required = styled.span`
  color: ${theme.colors.danger};
`

const Optional = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.muted};
`

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`

/** The look of every form control: the forms' inputs, selects and text areas, the projects filters. */
export const controlStyle = `
  width: 100%;
  min-height: 48px;
  padding: 0.7rem 0.9rem;
  border: 1.5px solid ${theme.colors.controlBorder};
  border-radius: 10px;
  background: ${theme.colors.white};
  font-size: 1rem;
  transition: border-color 150ms, box-shadow 150ms;
  &:focus { outline: none; border-color: ${theme.colors.primary}; box-shadow: 0 0 0 3px ${theme.colors.focusRing}; }
  &[aria-invalid="true"] { border-color: ${theme.colors.danger}; }
`

export const Input = styled.input`
  ${controlStyle}
`
export const Select = styled.select`
  ${controlStyle}
`
export const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`

/** Off-screen field that people never fill and naive bots do; the server rejects it filled. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useStrings(FORMS)
  return (
    <HoneypotWrap aria-hidden="true">
      <label htmlFor="company_website">{t.honeypot}</label>
      <input
        id="company_website"
        name="company_website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </HoneypotWrap>
  )
}

const HoneypotWrap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A form's notice: `data-tone="error"` (red) or `"success"` (green). */
export const Alert = styled.div`
  padding: 1rem 1.25rem;
  border-radius: ${theme.radii.md};
  border: 1.5px solid ${theme.colors.success};
  background: ${theme.colors.successTint};
  color: ${theme.colors.success};
  &:where([data-tone="error"]) {
    border-color: ${theme.colors.danger};
    background: ${theme.colors.dangerTint};
    color: ${theme.colors.danger};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.strong};
    color: inherit;
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
`

/**
 * The form's live region: the problem once a check or a send failed (docs/behaviour.md §4), under
 * the form's heading for it when it has one; empty otherwise, so the region is in place before it speaks.
 */
export function FailureNotice({ heading, problem }: { heading?: string; problem: { message: string } | null }) {
  return (
    <div aria-live="assertive">
      {problem ? (
        <Alert data-tone="error" role="alert">
          {heading ? <h3>{heading}</h3> : null}
          <p>{problem.message}</p>
        </Alert>
      ) : null}
    </div>
  )
}

/** The enquiry's reference in a success panel (docs/office.md), when the server gave one. */
export function EnquiryReference({ reference }: { reference: string | null }) {
  const t = useStrings(FORMS)
  if (!reference) return null
  return (
    <p data-testid="enquiry-reference">
      {t.referenceLabel} <strong>{reference}</strong>
    </p>
  )
}

/** An enquiry form: its parts in one column, the submit button as wide as its text. */
export const FormStack = styled.form`
  position: relative;
  display: grid;
  gap: 1.25rem;
  button[type="submit"] {
    justify-self: start;
  }
`
