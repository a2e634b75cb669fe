/**
 * Gatsby writes every page through React's streaming renderer, which encodes text into 2,048-byte
 * views. React 18.3.1 wrote a whole view when a character of several bytes did not fit at its end,
 * the bytes it had not filled included: NUL bytes before the character in the built HTML (seen in
 * an alt text: "Airport \0\0— Terminal"). patches/react-dom+18.3.1.patch writes only the filled
 * part, as React 19 does (docs/architecture.md §3). This fails if the patch is not applied.
 */
import path from "path"
import { PassThrough } from "stream"
import { createElement } from "react"
import type * as ReactDomServer from "react-dom/server"

type Server = typeof ReactDomServer

/** A list of 100 short items after `shift` letters renders to, as bytes, with the given build of the renderer. */
function render(server: Server, shift: number): Promise<Buffer> {
  const items = [
    createElement("li", { key: "shift" }, "x".repeat(shift + 1)),
    ...Array.from({ length: 100 }, (_, i) => createElement("li", { key: i }, `Kannur ${i + 100} — GFRG`)),
  ]
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on("data", (chunk: Buffer) => chunks.push(chunk))
    sink.on("end", () => resolve(Buffer.concat(chunks)))
    const stream = server.renderToPipeableStream(createElement("ul", null, items), {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    })
  })
}

describe.each([
  ["development", "react-dom-server.node.development.js"],
  ["production", "react-dom-server.node.production.min.js"],
])("React's streaming renderer, %s build", (_name, file) => {
  // Each build by its file (the package's exports name only the one NODE_ENV picks).
  const dir = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs")
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file the package does not export
  const server = require(path.join(dir, file)) as Server

  it("writes a character that crosses a 2,048-byte view whole, with no NUL byte", async () => {
    // Every position of the 3-byte dash against a view's end, one of them across it.
    for (let shift = 0; shift < 40; shift += 1) {
      const html = (await render(server, shift)).toString("utf8")
      expect([shift, html.includes("\u0000")]).toEqual([shift, false])
      expect([shift, html.split("—").length - 1]).toEqual([shift, 100])
    }
  })
})
