import { type ChangeEvent, type FormEvent, useRef, useState } from "react"
import styled from "styled-components"
import { useBotCheck } from "../../hooks/use-bot-check"
import { CONTACT_ACTION } from "../../lib/bot-check"
import { CONTACT_ENDPOINT, contactFailureText, sendEnquiry } from "../../lib/enquiry-client"
import { contactFieldInError, validateContactForm, type ContactFormValues } from "../../lib/contact-form"
import { theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Alert, Field, Honeypot, Input, TextArea } from "./Field"

const EMPTY: ContactFormValues = { fullName: "", email: "", phone: "", message: "" }

type Status = "idle" | "sending" | "success" | "error"

/**
 * The contact form (docs/behaviour.md §4-§5): 'Preparing Form...' until the bot check is ready, checks in
 * the spec's order, 'Sending...', then the green notice; any edit clears an error.
 */
export function ContactForm() {
  const { ready, getToken } = useBotCheck()
  const [values, setValues] = useState<ContactFormValues>(EMPTY)
  const [honeypot, setHoneypot] = useState("")
  const [status, setStatus] = useState<Status>("idle")
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const update = (field: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setError(null)
    if (status === "error" || status === "success") setStatus("idle")
  }

  const fail = (message: string, field?: keyof ContactFormValues) => {
    setError(message)
    setStatus("error")
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status === "sending") return
    const problem = validateContactForm(values, ready)
    if (problem) {
      fail(problem, contactFieldInError(values, problem))
      return
    }
    setStatus("sending")
    setError(null)
    let token: string
    try {
      token = await getToken(CONTACT_ACTION)
    } catch {
      fail("An error occurred sending your message. Please try again later.")
      return
    }
    const result = await sendEnquiry(CONTACT_ENDPOINT, { ...values, recaptcha_token: token, company_website: honeypot })
    if (result.ok) {
      setValues(EMPTY)
      setStatus("success")
      return
    }
    fail(contactFailureText(result))
  }

  if (status === "success") {
    return (
      <Alert $tone="success" role="status" data-testid="contact-success">
        <h3>Message Sent Successfully!</h3>
        <p>Thank you for reaching out. We'll review your message and get back to you as soon as possible.</p>
        <AnotherMessage type="button" variant="link" onClick={() => setStatus("idle")}>
          Send another message
        </AnotherMessage>
      </Alert>
    )
  }

  const invalid = (field: keyof ContactFormValues) =>
    (error !== null && contactFieldInError(values, error) === field) || undefined

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Field id="contact-fullName" label="Full Name" required>
        <Input
          id="contact-fullName"
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={update("fullName")}
          aria-invalid={invalid("fullName")}
        />
      </Field>
      <Row>
        <Field id="contact-email" label="Email Address" required>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
            aria-invalid={invalid("email")}
          />
        </Field>
        <Field id="contact-phone" label="Phone Number" required>
          <Input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={values.phone}
            onChange={update("phone")}
            aria-invalid={invalid("phone")}
          />
        </Field>
      </Row>
      <Field id="contact-message" label="Message" required>
        <TextArea
          id="contact-message"
          name="message"
          rows={4}
          required
          value={values.message}
          onChange={update("message")}
          aria-invalid={invalid("message")}
        />
      </Field>
      <div aria-live="assertive">
        {status === "error" && error ? (
          <Alert $tone="error" role="alert">
            <h3>Submission Failed</h3>
            <p>{error}</p>
          </Alert>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={!ready || status === "sending"}>
        {!ready ? "Preparing Form..." : status === "sending" ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1.25rem;
  button[type="submit"] {
    justify-self: start;
  }
`

const Row = styled.div`
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`

const AnotherMessage = styled(Button)`
  margin-top: 0.75rem;
`
