import { styled } from "@linaria/react"
import { useEnquiryForm } from "../../hooks/use-enquiry-form"
import { CONTACT_ACTION } from "../../lib/enquiry/bot-check"
import { CONTACT_ENDPOINT, contactFailureText } from "../../lib/enquiry/enquiry-client"
import { CONTACT_FIELDS, type ContactField } from "../../lib/enquiry/fields"
import { CONTACT_MESSAGES } from "../../lib/enquiry/messages"
import { findContactProblem } from "../../lib/enquiry/validation"
import { mq } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Alert, EnquiryReference, FailureNotice, Field, FormStack, Honeypot, Input, TextArea } from "./Field"

/**
 * The contact form (docs/behaviour.md §4-§5): 'Preparing Form...' until the bot check is ready, checks in
 * the spec's order, 'Sending...', then the green notice; any edit clears an error.
 */
export function ContactForm() {
  const { ready, status, problem, reference, submit, restart, formRef, honeypot, setHoneypot, control } =
    useEnquiryForm<ContactField>({
      idPrefix: "contact",
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
      <Alert data-tone="success" role="status" data-testid="contact-success">
        <h3>{CONTACT_MESSAGES.sentHeading}</h3>
        <p>{CONTACT_MESSAGES.sentText}</p>
        <EnquiryReference reference={reference} />
        <AnotherMessage type="button" variant="link" onClick={restart}>
          Send another message
        </AnotherMessage>
      </Alert>
    )
  }

  return (
    <FormStack ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
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
      <FailureNotice heading={CONTACT_MESSAGES.failedHeading} problem={status === "error" ? problem : null} />
      <Button type="submit" size="lg" disabled={!ready || status === "sending"}>
        {!ready ? "Preparing Form..." : status === "sending" ? "Sending..." : "Send Message"}
      </Button>
    </FormStack>
  )
}

const Row = styled.div`
  display: grid;
  gap: 1.25rem;
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const AnotherMessage = styled(Button)`
  margin-top: 0.75rem;
`
