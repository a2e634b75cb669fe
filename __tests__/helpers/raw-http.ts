import http from "http"
import https from "https"

/** An answer as sent: status, headers and the body's bytes. */
export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/**
 * One request as sent: the path exactly as given ("//x", "/../x", "/%2e%2e": a URL would resolve
 * or normalise it), no decoding of the body, no added headers (fetch adds "Cache-Control:
 * no-cache" to conditional requests), a connection of its own (some answers close it: 431,
 * timeouts); https without checking a throw-away test certificate.
 */
export function rawHttp(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const target = new URL(origin)
  const client = target.protocol === "https:" ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(options.body)
  })
}
