import { type ChangeEvent, type FormEvent, type RefObject, useRef, useState } from "react"
import { fieldNames, type FieldSpec } from "../lib/enquiry/fields"
import type { FieldProblem } from "../lib/enquiry/validation"
import { sendEnquiry, type SubmitFailure } from "../lib/enquiry/enquiry-client"
import { useBotCheck } from "./use-bot-check"
import { changedInHtml } from "../lib/browser/changed-in-html"
import { useLayoutEffectInBrowser } from "./use-layout-effect-in-browser"
import { DEFAULT_LANG } from "../lib/i18n/lang"
import { useLang } from "./use-lang"

/**
 * The submit state machine both enquiry forms share (docs/behaviour.md §4): preparing until the bot check
 * is ready (`ready` false), then idle, sending, and success or error. It holds the values, checks them
 * in the form's order, moves focus to the field at fault, asks the bot check for a token, posts the
 * form with the page's language (`lang`, unless English: the server answers in it and tells the
 * office) and words a failure the form's way.
 */
type EnquiryStatus = "idle" | "sending" | "success" | "error"

export interface EnquiryFormOptions<F extends string> {
  fields: Record<F, FieldSpec>
  /** The controls' ids are `<idPrefix>-<field>` ("contact-email"). */
  idPrefix: string
  endpoint: string
  /** The bot-check action name of this form. */
  action: string
  validate: (values: Record<F, string>) => FieldProblem<F> | null
  failureText: (failure: SubmitFailure) => string
  /** Submitting before the bot check is ready shows this message; null: nothing happens, silently. */
  notReadyMessage: string | null
  /** Typing filter: a change the field refuses leaves the value as it was. */
  accepts?: (field: F, value: string) => boolean
  /** Editing a field clears the error and the success notice. */
  editClearsError: boolean
  /** A failure is also logged to the console. */
  logFailures: boolean
}

/** What every control takes: id, name, required flag, length limit, value, change handler, fault marker. */
export interface ControlProps {
  id: string
  name: string
  required: boolean
  maxLength: number
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  "aria-invalid": true | undefined
}

export interface EnquiryForm<F extends string> {
  ready: boolean
  status: EnquiryStatus
  values: Record<F, string>
  /** The problem shown while status is "error", with the field it is about (null: the form as a whole). */
  problem: FieldProblem<F> | null
  /** The values as they were sent, once the form has succeeded (trimmed). */
  sent: Record<F, string> | null
  /** The reference the server gave the enquiry that succeeded (E-2611-0042), if any. */
  reference: string | null
  honeypot: string
  setHoneypot: (value: string) => void
  formRef: RefObject<HTMLFormElement>
  change: (field: F) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  submit: (event: FormEvent) => Promise<void>
  /** Back to an empty form after a success (the contact form's "Send another message"). */
  restart: () => void
  control: (field: F) => ControlProps
}

/** The honeypot's name (src/components/forms/Field.tsx), which the server checks (docs/behaviour.md §5). */
const HONEYPOT_NAME = "company_website"

const emptyValues = <F extends string>(fields: Record<F, FieldSpec>): Record<F, string> =>
  Object.fromEntries(fieldNames(fields).map((name) => [name, ""])) as Record<F, string>

export function useEnquiryForm<F extends string>(options: EnquiryFormOptions<F>): EnquiryForm<F> {
  const {
    fields,
    idPrefix,
    endpoint,
    action,
    validate,
    failureText,
    notReadyMessage,
    accepts,
    editClearsError,
    logFailures,
  } = options
  const { ready, getToken } = useBotCheck()
  const lang = useLang()
  const [values, setValues] = useState<Record<F, string>>(() => emptyValues(fields))
  const [honeypot, setHoneypot] = useState("")
  const [status, setStatus] = useState<EnquiryStatus>("idle")
  const [problem, setProblem] = useState<FieldProblem<F> | null>(null)
  const [sent, setSent] = useState<Record<F, string> | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const busy = useRef(false)

  // The form is whole in the page's HTML, so a visitor may type before the app starts. React keeps
  // those values through hydration but would overwrite them with the empty state at the form's next
  // render (the bot check's becoming ready): they are taken into the state in hydration's own commit.
  useLayoutEffectInBrowser(() => {
    const typed = changedInHtml(formRef.current, [...fieldNames(fields), HONEYPOT_NAME])
    const { [HONEYPOT_NAME]: honeypotTyped, ...fieldsTyped } = typed
    if (honeypotTyped !== undefined) setHoneypot(honeypotTyped)
    if (Object.keys(fieldsTyped).length > 0) setValues((current) => ({ ...current, ...fieldsTyped }))
  }, [fields])

  const change = (field: F) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target
    if (accepts && !accepts(field, value)) return
    setValues((current) => ({ ...current, [field]: value }))
    if (editClearsError) {
      setProblem(null)
      if (status === "error" || status === "success") setStatus("idle")
    }
  }

  const fail = (next: FieldProblem<F>) => {
    setProblem(next)
    setStatus("error")
    if (next.field) formRef.current?.querySelector<HTMLElement>(`[name="${next.field}"]`)?.focus()
  }

  const failWith = (failure: SubmitFailure) => {
    const message = failureText(failure)
    if (logFailures) console.error(`Enquiry (${action}) failed:`, message)
    fail({ field: null, message })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    if (!ready) {
      if (notReadyMessage !== null) fail({ field: null, message: notReadyMessage })
      return
    }
    const found = validate(values)
    if (found) {
      fail(found)
      return
    }
    busy.current = true
    setStatus("sending")
    setProblem(null)
    try {
      let token: string
      try {
        token = await getToken(action)
      } catch (error) {
        failWith({ ok: false, kind: "token", message: error instanceof Error && error.message ? error.message : null })
        return
      }
      const trimmed = Object.fromEntries(fieldNames(fields).map((name) => [name, values[name].trim()])) as Record<
        F,
        string
      >
      // An optional field left empty is not sent at all.
      const body: Record<string, string> = {}
      for (const name of fieldNames(fields)) {
        if (fields[name].required || trimmed[name] !== "") body[name] = values[name]
      }
      // The page's language, which the server answers in and stores; an English form sends none, as
      // before the Malayalam edition (the server reads no `lang` as English).
      if (lang !== DEFAULT_LANG) body.lang = lang
      const result = await sendEnquiry(endpoint, { ...body, recaptcha_token: token, company_website: honeypot })
      if (!result.ok) {
        failWith(result)
        return
      }
      setSent(trimmed)
      setReference(result.reference)
      setValues(emptyValues(fields))
      setStatus("success")
    } finally {
      busy.current = false
    }
  }

  const restart = () => {
    setProblem(null)
    setStatus("idle")
  }

  const control = (field: F): ControlProps => ({
    id: `${idPrefix}-${field}`,
    name: field,
    required: fields[field].required,
    maxLength: fields[field].max,
    value: values[field],
    onChange: change(field),
    "aria-invalid": (status === "error" && problem?.field === field) || undefined,
  })

  return {
    ready,
    status,
    values,
    problem,
    sent,
    reference,
    honeypot,
    setHoneypot,
    formRef,
    change,
    submit,
    restart,
    control,
  }
}
