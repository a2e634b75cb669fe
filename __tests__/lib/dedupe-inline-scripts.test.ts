import { dedupeInlineModuleScripts } from "../../src/lib/dedupe-inline-scripts"

const imageScript = '<script type="module">const t=document.querySelectorAll("img[data-main-image]")</script>'
const listener = '<script type="module">document.body.addEventListener("load",f,!0)</script>'

describe("dedupeInlineModuleScripts", () => {
  it("keeps the first of identical inline module scripts and drops the repeats", () => {
    const html = `<head>${listener}</head><body><div>${imageScript}</div><div>${imageScript}</div><p>${imageScript}</p></body>`
    expect(dedupeInlineModuleScripts(html)).toBe(`<head>${listener}</head><body><div>${imageScript}</div><div></div><p></p></body>`)
  })

  it("leaves different scripts, classic scripts, JSON-LD and external scripts alone", () => {
    const html = [listener, imageScript, "<script>var a=1</script>", "<script>var a=1</script>", '<script type="application/ld+json">{}</script>', '<script src="/app.js" async></script>', '<script src="/app.js" async></script>'].join("")
    expect(dedupeInlineModuleScripts(html)).toBe(html)
  })

  it("returns a page without inline module scripts unchanged", () => {
    expect(dedupeInlineModuleScripts("<p>no scripts</p>")).toBe("<p>no scripts</p>")
  })
})
