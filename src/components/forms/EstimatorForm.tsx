import { useEffect, useRef } from "react"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { useEnquiryForm } from "../../hooks/use-enquiry-form"
import { useLang, useStrings } from "../../hooks/use-lang"
import { ESTIMATOR_ACTION } from "../../lib/enquiry/bot-check"
import { ESTIMATOR_ENDPOINT, estimatorFailureText } from "../../lib/enquiry/enquiry-client"
import { ESTIMATE_PROJECT_TYPES, ESTIMATOR_FIELDS, type EstimatorField } from "../../lib/enquiry/fields"
import type { EstimateRates } from "../../lib/estimate/rates"
import { acceptsTypedNumber, findEstimatorProblem, parseArea } from "../../lib/enquiry/validation"
import { ESTIMATOR_AREA_HINT_MIN } from "../../lib/constants"
import { FORMS } from "../../lib/enquiry/words"
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
  document.fonts.load(`${theme.fontWeights.strong} 16px ${theme.fontStacks.body}`, symbol).catch(() => undefined)
}

/** Area and WhatsApp number refuse anything but an optional leading + and digits and spaces while typing. */
const acceptsTyped = (field: EstimatorField, value: string): boolean =>
  (field !== "area" && field !== "whatsappNumber") || acceptsTypedNumber(value)

/**
 * The cost estimate request (docs/behaviour.md §4-§5): 'Loading Security...' until the bot check is ready,
 * number fields that refuse other characters, the spec's checks in order, 'Processing...', and a
 * thank-you panel with the visitor's name that never returns to the form. The panel also shows the
 * indicative estimate for what was sent, and takes the focus so a screen reader reads it out. Its words
 * are in the page's language (src/lib/enquiry/words.ts); the option values stay the ones the server checks.
 */
export function EstimatorForm({ rates }: { rates: EstimateRates }) {
  const lang = useLang()
  const t = useStrings(FORMS)
  const { ready, status, problem, sent, reference, submit, formRef, honeypot, setHoneypot, control } =
    useEnquiryForm<EstimatorField>({
      idPrefix: "est",
      fields: ESTIMATOR_FIELDS,
      endpoint: ESTIMATOR_ENDPOINT,
      action: ESTIMATOR_ACTION,
      validate: (values) => findEstimatorProblem(values, lang),
      failureText: (failure) => estimatorFailureText(failure, lang),
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
        <h2 id="thanks-title">{t.estimatorForm.thanks(sent.name)}</h2>
        <p>{t.estimator.success}</p>
        <EnquiryReference reference={reference} />
        <EstimateResult rates={rates} projectType={sent.projectType} areaSqft={parseArea(sent.area)} />
      </Thanks>
    )
  }

  // A select has no length limit to declare; the server still checks the value's length.
  const { maxLength: _noLimit, ...selectProps } = control("projectType")
  const label = (field: EstimatorField) => ({
    id: `est-${field}`,
    label: t.estimatorFields[field].label,
    required: ESTIMATOR_FIELDS[field].required,
  })

  return (
    <Form
      data-pagefind-ignore="all"
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={() => loadCurrencyGlyph(rates.currency.symbol)}
      noValidate
      aria-label={t.estimatorForm.name}
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Fieldset>
        <legend>{t.estimatorForm.projectInfo}</legend>
        <Field {...label("projectType")}>
          <Select {...selectProps}>
            <option value="">{t.estimatorForm.chooseType}</option>
            {ESTIMATE_PROJECT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t.projectTypes[type.value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field {...label("location")}>
          <Input {...control("location")} placeholder={t.estimatorForm.locationExample} />
        </Field>
        <Field {...label("area")} hint={t.estimatorForm.areaHint(ESTIMATOR_AREA_HINT_MIN)}>
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
        <legend>{t.estimatorForm.contactDetails}</legend>
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
      {!ready ? <Waiting>{t.estimatorForm.waiting}</Waiting> : null}
      <Button type="submit" size="lg" variant="secondary" disabled={!ready || status === "sending"}>
        {!ready ? t.estimatorForm.loading : status === "sending" ? t.estimatorForm.processing : t.estimatorForm.submit}
      </Button>
      <Note>
        {t.estimatorForm.noteBefore}
        <SiteLink to="/privacy-policy">{t.estimatorForm.privacyPolicy}</SiteLink>
        {t.estimatorForm.noteAfter}
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
