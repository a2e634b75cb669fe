/**
 * A build served to Lighthouse as it is deployed (docs/performance.md, "How npm run perf measures"):
 * HTTPS and HTTP/2 in front of our Node server, as nginx is in deploy/nginx-site.example.conf
 * (`listen 443 ssl http2`) and as every static host serves. The front is Fastify over HTTP/2 with
 * a certificate made for the run (selfsigned), passing each request to the plain Node server
 * unchanged (@fastify/reply-from), so the responses, their encodings and headers are the server's own.
 */
import Fastify from "fastify"
import replyFrom from "@fastify/reply-from"
import { generate } from "selfsigned"

export interface Certificate {
  key: string
  cert: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A self-signed certificate for 127.0.0.1, made for this run only and kept in memory; the measured
 * browser is told to accept it (ignoreCertificateErrors).
 */
export async function loopbackCertificate(): Promise<Certificate> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + DAY_MS),
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  })
  return { key: pems.private, cert: pems.cert }
}

/** The flag the measured Chromium needs to accept the run's own certificate on loopback. */
export const ignoreCertificateErrors = "--ignore-certificate-errors"

/** A front being served: its origin, and how to stop it. */
export interface TlsFront {
  origin: string
  close: () => Promise<void>
}

/** An HTTPS, HTTP/2 front on a free loopback port for the server at `upstream` ("http://127.0.0.1:PORT"). */
export async function startTlsFront(upstream: string, certificate: Certificate): Promise<TlsFront> {
  const front = Fastify({ http2: true, https: { ...certificate, allowHTTP1: true }, logger: false })
  await front.register(replyFrom, { base: upstream })
  // Bodies are passed through as they come, whatever their type.
  front.removeAllContentTypeParsers()
  front.addContentTypeParser("*", (_request, payload, done) => done(null, payload))
  front.all("/*", (request, reply) => reply.from(request.url))
  // Fastify answers with the address it listens on: "https://127.0.0.1:PORT".
  const origin = await front.listen({ host: "127.0.0.1", port: 0 })
  return { origin, close: () => front.close() }
}
