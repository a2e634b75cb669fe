import { styled } from "@linaria/react"
import { useEnquiryForm } from "../../hooks/use-enquiry-form"
import { useLang, useStrings } from "../../hooks/use-lang"
import { CONTACT_ACTION } from "../../lib/enquiry/bot-check"
import { CONTACT_ENDPOINT, contactFailureText } from "../../lib/enquiry/enquiry-client"
import { CONTACT_FIELDS, type ContactField } from "../../lib/enquiry/fields"
import { findContactProblem } from "../../lib/enquiry/validation"
import { FORMS } from "../../lib/enquiry/words"
import { mq } from "../../styles/theme"
import { Button } from "../ui/Button"
import { Alert, EnquiryReference, FailureNotice, Field, FormStack, Honeypot, Input, TextArea } from "./Field"

/**
 * The contact form (docs/behaviour.md §4-§5): 'Preparing Form...' until the bot check is ready, checks in
 * the spec's order, 'Sending...', then the green notice; any edit clears an error. Its words are in the
 * page's language (src/lib/enquiry/words.ts).
 */
export function ContactForm() {
  const lang = useLang()
  const t = useStrings(FORMS)
  const { ready, status, problem, reference, submit, restart, formRef, honeypot, setHoneypot, control } =
    useEnquiryForm<ContactField>({
      idPrefix: "contact",
      fields: CONTACT_FIELDS,
      endpoint: CONTACT_ENDPOINT,
      action: CONTACT_ACTION,
      validate: (values) => findContactProblem(values, lang),
      failureText: (failure) => contactFailureText(failure, lang),
      notReadyMessage: t.contact.securityNotReady,
      editClearsError: true,
      logFailures: false,
    })

  if (status === "success") {
    return (
      <Alert data-tone="success" role="status" data-testid="contact-success">
        <h3>{t.contact.sentHeading}</h3>
        <p>{t.contact.sentText}</p>
        <EnquiryReference reference={reference} />
        <AnotherMessage type="button" variant="link" onClick={restart}>
          {t.contactForm.another}
        </AnotherMessage>
      </Alert>
    )
  }

  return (
    <FormStack
      data-pagefind-ignore="all"
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t.contactForm.name}
    >
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <Field id="contact-fullName" label={t.contactFields.fullName.label} required>
        <Input {...control("fullName")} autoComplete="name" />
      </Field>
      <Row>
        <Field id="contact-email" label={t.contactFields.email.label} required>
          <Input {...control("email")} type="email" autoComplete="email" />
        </Field>
        <Field id="contact-phone" label={t.contactFields.phone.label} required>
          <Input {...control("phone")} type="tel" autoComplete="tel" inputMode="tel" />
        </Field>
      </Row>
      <Field id="contact-message" label={t.contactFields.message.label} required>
        <TextArea {...control("message")} rows={4} />
      </Field>
      <FailureNotice heading={t.contact.failedHeading} problem={status === "error" ? problem : null} />
      <Button type="submit" size="lg" disabled={!ready || status === "sending"}>
        {!ready ? t.contactForm.preparing : status === "sending" ? t.contactForm.sending : t.contactForm.send}
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
