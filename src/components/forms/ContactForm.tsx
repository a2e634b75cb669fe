import styled from "styled-components"
import { useEnquiryForm } from "../../hooks/use-enquiry-form"
import { CONTACT_ACTION } from "../../lib/bot-check"
import { CONTACT_ENDPOINT, contactFailureText } from "../../lib/enquiry-client"
import { CONTACT_FIELDS, type ContactField } from "../../lib/enquiry/fields"
import { CONTACT_MESSAGES } from "../../lib/enquiry/messages"
import { findContactProblem } from "../../lib/enquiry/validation"
import { theme } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Alert, Field, Honeypot, Input, TextArea } from "./Field"

/**
 * The contact form (docs/behaviour.md §4-§5): 'Preparing Form...' until the bot check is ready, checks in
 * the spec's order, 'Sending...', then the green notice; any edit clears an error.
 */
export function ContactForm() {
  const { ready, status, values, problem, change, submit, restart, formRef, honeypot, setHoneypot } =
    useEnquiryForm<ContactField>({
      fields: CONTACT_FIELDS,
      endpoint: CONTACT_ENDPOINT,
      action: CONTACT_ACTION,
      validate: findContactProblem,
      failureText: contactFailureText,
      notReadyMessage: CONTACT_MESSAGES.securityNotReady,
      editClearsError: true,
      logFailures: false,
    })

  if (status === "success") {
    return (
      <Alert $tone="success" role="status" data-testid="contact-success">
        <h3>{CONTACT_MESSAGES.sentHeading}</h3>
        <p>{CONTACT_MESSAGES.sentText}</p>
        <AnotherMessage type="button" variant="link" onClick={restart}>
          Send another message
        </AnotherMessage>
      </Alert>
    )
  }

  /** What every control takes: id, name, required flag, length limit, value, change handler, fault marker. */
  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    required: CONTACT_FIELDS[field].required,
    maxLength: CONTACT_FIELDS[field].max,
    value: values[field],
    onChange: change(field),
    "aria-invalid": (status === "error" && problem?.field === field) || undefined,
  })

  return (
    <Form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Field id="contact-fullName" label={CONTACT_FIELDS.fullName.label} required>
        <Input {...control("fullName")} autoComplete="name" />
      </Field>
      <Row>
        <Field id="contact-email" label={CONTACT_FIELDS.email.label} required>
          <Input {...control("email")} type="email" autoComplete="email" />
        </Field>
        <Field id="contact-phone" label={CONTACT_FIELDS.phone.label} required>
          <Input {...control("phone")} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
      </Row>
      <Field id="contact-message" label={CONTACT_FIELDS.message.label} required>
        <TextArea {...control("message")} rows={4} />
      </Field>
      <div aria-live="assertive">
        {status === "error" && problem ? (
          <Alert $tone="error" role="alert">
            <h3>{CONTACT_MESSAGES.failedHeading}</h3>
            <p>{problem.message}</p>
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
