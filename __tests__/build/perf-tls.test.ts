import crypto from "crypto"
import http2 from "http2"
import { loopbackCertificate, startTlsFront, type TlsFront } from "../../scripts/perf-tls"
import { startServer, type Harness } from "../helpers/server"

interface Answer {
  status: number
  headers: http2.IncomingHttpHeaders
  body: Buffer
}

/** One GET over HTTP/2 and TLS, accepting the run's own certificate as the measured browser does. */
async function getOverHttp2(origin: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const session = http2.connect(origin, { rejectUnauthorized: false })
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const stream = session.request({ ":path": target, ...headers })
      const chunks: Buffer[] = []
      let answer: http2.IncomingHttpHeaders = {}
      stream.on("response", (h) => (answer = h))
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () =>
        resolve({ status: Number(answer[":status"]), headers: answer, body: Buffer.concat(chunks) }),
      )
      stream.on("error", reject)
      stream.end()
    })
  } finally {
    session.close()
  }
}

describe("the perf harness's HTTPS, HTTP/2 front (scripts/perf-tls.ts)", () => {
  let h: Harness
  let front: TlsFront

  beforeAll(async () => {
    h = await startServer()
    front = await startTlsFront(h.baseUrl, await loopbackCertificate())
  })
  afterAll(async () => {
    await front.close()
    await h.close()
  })

  it("makes a certificate for 127.0.0.1, the address the browser loads, valid now and for the run", async () => {
    const { key, cert } = await loopbackCertificate()
    const certificate = new crypto.X509Certificate(cert)
    expect(certificate.subjectAltName).toBe("IP Address:127.0.0.1")
    expect(certificate.checkIP("127.0.0.1")).toBe("127.0.0.1")
    expect(certificate.checkPrivateKey(crypto.createPrivateKey(key))).toBe(true)
    expect(new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(Date.now())
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000)
  })

  it("serves over HTTPS on loopback", () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
  })

  it("passes a page through byte for byte, with the server's own compression and headers", async () => {
    const plain = await fetch(`${h.baseUrl}/about`, { headers: { "accept-encoding": "identity" } })
    const fronted = await getOverHttp2(front.origin, "/about", { "accept-encoding": "identity" })
    expect(fronted.status).toBe(200)
    expect(fronted.body.toString()).toBe(await plain.text())
    expect(fronted.headers["content-type"]).toBe(plain.headers.get("content-type"))
    expect(fronted.headers["cache-control"]).toBe(plain.headers.get("cache-control"))

    const brotli = await getOverHttp2(front.origin, "/about", { "accept-encoding": "br, gzip" })
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(brotli.body.length).toBeLessThan(fronted.body.length)
  })

  it("passes the server's not-found page and redirects through unchanged", async () => {
    const missing = await getOverHttp2(front.origin, "/no/such/page")
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toContain("<h1>Not found</h1>")
    const slash = await getOverHttp2(front.origin, "/about/?x=1")
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe("/about?x=1")
  })
})
