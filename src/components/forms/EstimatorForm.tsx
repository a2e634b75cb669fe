import { type ChangeEvent, type FormEvent, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useBotCheck } from "../../hooks/use-bot-check"
import { ESTIMATOR_ACTION } from "../../lib/bot-check"
import { ESTIMATOR_ENDPOINT, estimatorFailureText, sendEnquiry } from "../../lib/enquiry-client"
import { estimatorFieldInError, validateEstimatorForm, type EstimatorFormValues } from "../../lib/estimator-form"
import { acceptsTypedNumber, PROJECT_TYPES } from "../../lib/enquiry/validation"
import { theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Alert, Field, Honeypot, Input, Select } from "./Field"

const EMPTY: EstimatorFormValues = { projectType: "", location: "", area: "", name: "", whatsappNumber: "", email: "" }

type Status = "idle" | "submitting" | "success" | "error"

/**
 * The cost estimate request (docs/behaviour.md §4-§5): 'Loading Security...' until the bot check is ready,
 * number fields that refuse other characters, the spec's checks in order, 'Processing...', and a
 * thank-you panel with the visitor's name that never returns to the form.
 */
export function EstimatorForm() {
  const { ready, getToken } = useBotCheck()
  const [values, setValues] = useState<EstimatorFormValues>(EMPTY)
  const [honeypot, setHoneypot] = useState("")
  const [status, setStatus] = useState<Status>("idle")
  const [error, setError] = useState<string | null>(null)
  const [thankName, setThankName] = useState("")
  const formRef = useRef<HTMLFormElement>(null)

  const update = (field: keyof EstimatorFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target
    if ((field === "area" || field === "whatsappNumber") && !acceptsTypedNumber(value)) return
    setValues((current) => ({ ...current, [field]: value }))
  }

  const fail = (message: string, field?: keyof EstimatorFormValues) => {
    setError(message)
    setStatus("error")
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || status === "submitting") return // Not ready: nothing happens, silently.
    const problem = validateEstimatorForm(values)
    if (problem) {
      fail(problem, estimatorFieldInError(values, problem))
      return
    }
    setStatus("submitting")
    setError(null)
    try {
      const token = await getToken(ESTIMATOR_ACTION)
      const fields: Record<string, string> = { ...values, recaptcha_token: token, company_website: honeypot }
      if (!values.email.trim()) delete fields.email
      const result = await sendEnquiry(ESTIMATOR_ENDPOINT, fields)
      if (!result.ok) throw new Error(estimatorFailureText(result))
      setThankName(values.name.trim())
      setStatus("success")
    } catch (caught) {
      console.error("Estimate request failed:", caught)
      fail(caught instanceof Error && caught.message ? caught.message : "An error occurred submitting your request.")
    }
  }

  if (status === "success") {
    return (
      <Thanks role="status" data-testid="estimator-success">
        <h2>Thank you, {thankName}!</h2>
        <p>Your request is received. Our team will review it and contact you on WhatsApp shortly with your estimate.</p>
      </Thanks>
    )
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Cost estimate request">
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Fieldset>
        <legend>Project Info</legend>
        <Field id="est-projectType" label="Project Type" required>
          <Select
            id="est-projectType"
            name="projectType"
            required
            value={values.projectType}
            onChange={update("projectType")}
          >
            <option value="">Select a project type</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="est-location" label="Project Location" required>
          <Input
            id="est-location"
            name="location"
            required
            placeholder="e.g. Kakkanad, Ernakulam"
            value={values.location}
            onChange={update("location")}
          />
        </Field>
        <Field
          id="est-area"
          label="Built-up Area (sq. ft.)"
          required
          hint="Approximate total floor area, usually 100 sq. ft. or more; for example 1800."
        >
          {/* A text field (the typing filter allows "+" and spaces): `min` would mean nothing here, so the
              minimum of 100 is a hint for the visitor, not a browser rule (docs/behaviour.md §5). */}
          <Input
            id="est-area"
            name="area"
            inputMode="numeric"
            required
            aria-describedby="est-area-hint"
            value={values.area}
            onChange={update("area")}
          />
        </Field>
      </Fieldset>
      <Fieldset>
        <legend>Contact Details</legend>
        <Field id="est-name" label="Your Name" required>
          <Input id="est-name" name="name" autoComplete="name" required value={values.name} onChange={update("name")} />
        </Field>
        <Field id="est-whatsappNumber" label="WhatsApp Number" required>
          <Input
            id="est-whatsappNumber"
            name="whatsappNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={values.whatsappNumber}
            onChange={update("whatsappNumber")}
          />
        </Field>
        <Field id="est-email" label="Email Address">
          <Input
            id="est-email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update("email")}
          />
        </Field>
      </Fieldset>
      <div aria-live="assertive">
        {status === "error" && error ? (
          <Alert $tone="error" role="alert">
            <p>{error}</p>
          </Alert>
        ) : null}
      </div>
      {!ready ? <Waiting>Waiting for security check...</Waiting> : null}
      <Button type="submit" size="lg" variant="secondary" disabled={!ready || status === "submitting"}>
        {!ready ? "Loading Security..." : status === "submitting" ? "Processing..." : "Get My Estimate"}
      </Button>
      <Note>
        This is a preliminary estimate; a detailed discussion of your plans is needed for a final quote. We use your
        details only to prepare it — see our <Link to="/privacy-policy">Privacy Policy</Link>.
      </Note>
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1.5rem;
  button[type="submit"] {
    justify-self: start;
  }
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
  padding: 2.5rem 2rem;
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
