import crypto from "crypto"
import { fileHeaders, inlineHashes } from "../../src/lib/hosting/http-headers"

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("inlineHashes: what a page has inline, as the CSP names it", () => {
  const page = [
    "<!doctype html><html><head>",
    '<style data-href="/styles.css">.a{color:red}</style>',
    "<script>window.x = '<style>not markup</style> style=\"nor this\"'</script>",
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script src="/app.js"></script>',
    "</head><body>",
    '<div id="gatsby-focus-wrapper" style="outline:none" tabindex="-1">',
    '<p style="font-family:&quot;DM Serif&quot;, serif">x</p>',
    '<p style="outline:none">same value, one hash</p>',
    "</div></body></html>",
  ].join("")

  it("hashes executable inline scripts only, every style block, and each style attribute's value as read", () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hash("window.x = '<style>not markup</style> style=\"nor this\"'")],
      styles: [hash(".a{color:red}")],
      styleAttributes: [hash("outline:none"), hash('font-family:"DM Serif", serif')],
    })
  })

  it("gives a page a style-src of its hashes, 'unsafe-hashes' only for attributes, never 'unsafe-inline'", () => {
    const csp = fileHeaders("/about/index.html", inlineHashes(page))["Content-Security-Policy"] ?? ""
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(" ")
    expect(styleSrc).toEqual([
      "'self'",
      hash(".a{color:red}"),
      "'unsafe-hashes'",
      hash("outline:none"),
      hash('font-family:"DM Serif", serif'),
    ])
    expect(csp).not.toContain("unsafe-inline")
    const plain = fileHeaders("/x/index.html", { scripts: [], styles: [], styleAttributes: [] })
    expect(plain["Content-Security-Policy"]).toContain("style-src 'self';")
  })
})
