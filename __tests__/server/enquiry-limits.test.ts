import { CONTACT_FIELDS, ESTIMATOR_FIELDS, type FieldSpec } from "../../src/lib/enquiry/fields"
import { form, startServer, validContact, validEstimate, type Harness } from "../helpers/server"

/** The server's length limits are the shared field list's, the same the form controls declare. */
describe("the server refuses a field one character over its shared limit, by name", () => {
  let h: Harness
  beforeAll(async () => {
    h = await startServer()
  })
  afterAll(() => h.close())

  const check = async (endpoint: string, valid: Record<string, string>, name: string, spec: FieldSpec) => {
    const over = await fetch(`${h.baseUrl}${endpoint}`, form({ ...valid, [name]: "1".repeat(spec.max + 1) }))
    const body = (await over.json()) as unknown
    expect({ name, status: over.status, body }).toEqual({
      name,
      status: 400,
      body: { status: "error", message: `The ${spec.noun} is too long. Please shorten it.` },
    })
    const at = await fetch(`${h.baseUrl}${endpoint}`, form({ ...valid, [name]: "1".repeat(spec.max) }))
    expect(((await at.json()) as { message: string }).message).not.toMatch(/too long/)
  }

  it.each(Object.entries(CONTACT_FIELDS))("contact %s", (name, spec) =>
    check("/send_contact_mail.php", validContact(), name, spec),
  )
  it.each(Object.entries(ESTIMATOR_FIELDS))("estimator %s", (name, spec) =>
    check("/send_estimator_mail.php", validEstimate(), name, spec),
  )
})
