/**
 * A build served to Lighthouse as it is deployed (docs/performance.md, "How npm run perf measures"):
 * HTTPS and HTTP/2 in front of our Node server, as nginx is in deploy/nginx-site.example.conf
 * (`listen 443 ssl http2`) and as every static host serves. The front is Fastify over HTTP/2 with
 * a certificate made for the run, passing each request to the plain Node server unchanged
 * (@fastify/reply-from), so the responses, their encodings and headers are the server's own.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import Fastify from "fastify"
import replyFrom from "@fastify/reply-from"

export interface Certificate {
  key: Buffer
  cert: Buffer
}

/**
 * A self-signed certificate for 127.0.0.1, made with openssl in `dir` for this run only (the
 * browser is told to accept it: ignoreCertificateErrors). Throws, saying what to do, without openssl.
 */
export function loopbackCertificate(dir: string): Certificate {
  const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
  args.push("-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile)
  try {
    execFileSync("openssl", args, { stdio: "pipe" })
  } catch (error) {
    throw new Error(
      `openssl could not make the run's certificate (${(error as Error).message.split("\n")[0]}): install openssl, ` +
        "or measure over plain HTTP/1.1 with --http1",
    )
  }
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }
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
  await front.listen({ host: "127.0.0.1", port: 0 })
  const address = front.server.address()
  return {
    origin: `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: () => front.close(),
  }
}
