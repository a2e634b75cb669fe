import { useEffect, useRef } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { useEnquiryForm } from "../../hooks/use-enquiry-form"
import { ESTIMATOR_ACTION } from "../../lib/enquiry/bot-check"
import { ESTIMATOR_ENDPOINT, estimatorFailureText } from "../../lib/enquiry/enquiry-client"
import { ESTIMATE_PROJECT_TYPES, ESTIMATOR_FIELDS, type EstimatorField } from "../../lib/enquiry/fields"
import { ESTIMATOR_MESSAGES } from "../../lib/enquiry/messages"
import type { EstimateRates } from "../../lib/estimate/rates"
import { acceptsTypedNumber, findEstimatorProblem, parseArea } from "../../lib/enquiry/validation"
import { ESTIMATOR_AREA_HINT_MIN } from "../../lib/constants"
import { mq, theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { EstimateResult } from "./EstimateResult"
import { EnquiryReference, FailureNotice, Field, FormStack, Honeypot, Input, Select } from "./Field"

let currencyGlyphRequested = false

/**
 * The currency sign (₹) is outside the Latin file of the body font, and its own file is large: it is
 * fetched once the visitor starts on the form, not with the page, so it is there before the estimate
 * appears and the figures never change font (or shift) as the visitor reads them.
 */
function loadCurrencyGlyph(symbol: string): void {
  if (currencyGlyphRequested || typeof document === "undefined" || !("fonts" in document)) return
  currencyGlyphRequested = true
  document.fonts.load(`${theme.fontWeights.strong} 16px ${theme.fonts.body}`, symbol).catch(() => undefined)
}

/** Area and WhatsApp number refuse anything but an optional leading + and digits and spaces while typing. */
const acceptsTyped = (field: EstimatorField, value: string): boolean =>
  (field !== "area" && field !== "whatsappNumber") || acceptsTypedNumber(value)

/**
 * The cost estimate request (docs/behaviour.md §4-§5): 'Loading Security...' until the bot check is ready,
 * number fields that refuse other characters, the spec's checks in order, 'Processing...', and a
 * thank-you panel with the visitor's name that never returns to the form. The panel also shows the
 * indicative estimate for what was sent, and takes the focus so a screen reader reads it out.
 */
export function EstimatorForm({ rates }: { rates: EstimateRates }) {
  const { ready, status, problem, sent, reference, submit, formRef, honeypot, setHoneypot, control } =
    useEnquiryForm<EstimatorField>({
      idPrefix: "est",
      fields: ESTIMATOR_FIELDS,
      endpoint: ESTIMATOR_ENDPOINT,
      action: ESTIMATOR_ACTION,
      validate: findEstimatorProblem,
      failureText: estimatorFailureText,
      notReadyMessage: null,
      accepts: acceptsTyped,
      editClearsError: false,
      logFailures: true,
    })
  const thanksRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status !== "success") return
    // The panel replaces a longer form: bring its top into view (below the sticky header), then focus it.
    thanksRef.current?.scrollIntoView?.({ block: "start" })
    thanksRef.current?.focus({ preventScroll: true })
  }, [status])

  if (status === "success" && sent) {
    return (
      <Thanks
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        aria-labelledby="thanks-title"
        data-testid="estimator-success"
      >
        <h2 id="thanks-title">Thank you, {sent.name}!</h2>
        <p>{ESTIMATOR_MESSAGES.success}</p>
        <EnquiryReference reference={reference} />
        <EstimateResult rates={rates} projectType={sent.projectType} areaSqft={parseArea(sent.area)} />
      </Thanks>
    )
  }

  // A select has no length limit to declare; the server still checks the value's length.
  const { maxLength: _noLimit, ...selectProps } = control("projectType")
  const label = (field: EstimatorField) => ({
    id: `est-${field}`,
    label: ESTIMATOR_FIELDS[field].label,
    required: ESTIMATOR_FIELDS[field].required,
  })

  return (
    <Form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={() => loadCurrencyGlyph(rates.currency.symbol)}
      noValidate
      aria-label="Cost estimate request"
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Fieldset>
        <legend>Project Info</legend>
        <Field {...label("projectType")}>
          <Select {...selectProps}>
            <option value="">Select a project type</option>
            {ESTIMATE_PROJECT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...label("location")}>
          <Input {...control("location")} placeholder="e.g. Kakkanad, Ernakulam" />
        </Field>
        <Field
          {...label("area")}
          hint={`Approximate total floor area, usually ${ESTIMATOR_AREA_HINT_MIN} sq. ft. or more; for example 1800.`}
        >
          {/* The spec's "minimum of 100 as a browser hint only": the field declares `min`. On a text field
              (the typing filter allows "+" and spaces) HTML gives `min` no meaning (a validator calls it
              non-conforming), so it is never enforced; the visible hint says it to the visitor
              (docs/behaviour.md §5). */}
          <Input
            {...control("area")}
            inputMode="numeric"
            min={ESTIMATOR_AREA_HINT_MIN}
            aria-describedby="est-area-hint"
          />
        </Field>
      </Fieldset>
      <Fieldset>
        <legend>Contact Details</legend>
        <Field {...label("name")}>
          <Input {...control("name")} autoComplete="name" />
        </Field>
        <Field {...label("whatsappNumber")}>
          <Input {...control("whatsappNumber")} type="tel" inputMode="tel" autoComplete="tel" />
        </Field>
        <Field {...label("email")}>
          <Input {...control("email")} type="email" autoComplete="email" />
        </Field>
      </Fieldset>
      <FailureNotice problem={status === "error" ? problem : null} />
      {!ready ? <Waiting>Waiting for security check...</Waiting> : null}
      <Button type="submit" size="lg" variant="secondary" disabled={!ready || status === "sending"}>
        {!ready ? "Loading Security..." : status === "sending" ? "Processing..." : "Get My Estimate"}
      </Button>
      <Note>
        This is a preliminary estimate; a detailed discussion of your plans is needed for a final quote. We use your
        details only to prepare it — see our <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>.
      </Note>
    </Form>
  )
}

const Form = styled(FormStack)`
  gap: 1.5rem;
`

const Fieldset = styled.fieldset`
  display: grid;
  gap: 1.1rem;
  margin: 0;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.white};
  legend {
    padding: 0 0.5rem;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.ink};
  }
`

const Waiting = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`

const Thanks = styled.div`
  /* Focus brings it into view below the sticky header. */
  scroll-margin-top: calc(${theme.headerHeight} + 1rem);
  padding: 1.5rem 1.25rem;
  ${mq.sm} {
    padding: 2.5rem 2rem;
  }
  &:focus {
    outline: none;
  }
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.successTint};
  border: 1.5px solid ${theme.colors.success};
  h2 {
    color: ${theme.colors.success};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`
