import { listen, unlistenAll } from "../../src/lib/browser/listen"

describe("listen", () => {
  it("hears its event until the remover it returned is called", () => {
    const heard: string[] = []
    const off = listen(document, "keydown", (event) => heard.push(event.key))
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))
    off()
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }))
    expect(heard).toEqual(["Escape"])
  })

  it("unlistenAll removes every listener at once, on any target", () => {
    let count = 0
    const stop = unlistenAll([listen(document, "mousedown", () => count++), listen(window, "resize", () => count++)])
    document.dispatchEvent(new MouseEvent("mousedown"))
    window.dispatchEvent(new Event("resize"))
    stop()
    document.dispatchEvent(new MouseEvent("mousedown"))
    window.dispatchEvent(new Event("resize"))
    expect(count).toBe(2)
  })

  it("with capture, hears an event on its way down, before the element's own listeners, until removed", () => {
    const order: string[] = []
    const button = document.createElement("button")
    document.body.append(button)
    button.addEventListener("click", () => order.push("button"))
    const off = listen(document, "click", () => order.push("document, capture"), true)
    button.click()
    off()
    button.click()
    expect(order).toEqual(["document, capture", "button", "button"])
    button.remove()
  })
})
