import { SPLASH_DONE_EVENT } from "../../src/lib/first-visit/splash"
import { test, expect, isMobile } from "./fixtures"

test.describe("home page", () => {
  test("sections in the spec's order with their texts and links", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Dreams, Crafting Realities.")
    await expect(page.getByRole("link", { name: "Get In Touch" }).first()).toHaveAttribute("href", "/contact")
    const order = await page.locator("main section h2").allTextContents()
    const want = [
      "Core Services",
      "Build faster",
      "Design, rendering",
      "Featured Projects",
      "Showcasing Our Craft",
      "Project Video Spotlight",
      "What Our Clients Say",
      "The people accountable",
      "From Our Blog",
    ]
    const positions = want.map((w) => order.findIndex((t) => t.startsWith(w)))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    const services = page.locator('[data-section="core-services"] ul > li')
    await expect(services).toHaveCount(6)
    for (const href of ["/services/gfrg", "/services/construction-services", "/services/documentation"])
      await expect(page.locator(`[data-section="core-services"] a[href="${href}"]`)).toHaveCount(1)
    await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services")
    const gfrgButtons = page.locator('[data-section="gfrg"] a')
    await expect(gfrgButtons).toHaveCount(4)
    for (const href of await gfrgButtons.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/services/gfrg")
    await expect(page.locator('[data-section="featured-projects"] article')).toHaveCount(6)
    await expect(page.getByRole("link", { name: "Explore All Projects" })).toHaveAttribute("href", "/projects")
    await expect(
      page
        .locator('[data-section="testimonials"] li')
        .filter({ has: page.getByRole("img", { name: "Rated 5 out of 5" }) }),
    ).toHaveCount(6)
    await expect(page.locator('[data-section="leadership"] h3')).toHaveCount(3)
    await expect(page.getByRole("link", { name: "View All", exact: true })).toHaveAttribute(
      "href",
      "/blogs/category/all",
    )
    const videoLinks = await page
      .locator('[data-section="videos"] a[href^="/projects/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")))
    expect(videoLinks).toEqual([
      "/projects/kannur-international-airport",
      "/projects/luxury-villa-ernakulam",
      "/projects/modern-villa-wayanad",
    ])
    // As the spec has it, one record has no description (the original's misspelt key), so that card
    // shows none: the card shows its location line only.
    const videoCards = page
      .locator('[data-section="videos"] li')
      .filter({ has: page.getByRole("heading", { level: 3 }) })
    await expect(videoCards).toHaveCount(3)
    await expect(videoCards.nth(0).locator("p")).toHaveCount(2)
    await expect(videoCards.nth(1).locator("p")).toHaveCount(2)
    await expect(videoCards.nth(2).locator("p")).toHaveCount(1)
    await expect(videoCards.nth(2).locator("p")).toHaveText("Kalpetta, Wayanad")
    const dates = await page.locator('[data-section="blogs"] time').allTextContents()
    for (const d of dates) expect(d).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/)
  })

  test("statistics read 50+, 10+, 20+, 100+, and count up from 0 to them once visible", async ({ page }) => {
    await page.goto("/")
    const values = page.getByTestId("stat-value")
    await expect(values).toHaveText(["50+", "10+", "20+", "100+"])
    await values.first().scrollIntoViewIfNeeded()
    // Counting (the frame-by-frame record is in visitors.spec.ts), then final.
    await expect(values.nth(3)).not.toHaveText("100+", { timeout: 2000 })
    await expect(values).toHaveText(["50+", "10+", "20+", "100+"], { timeout: 4000 })
  })

  test("the stage carousel advances every 3 s and a dot jumps to its slide", async ({ page }) => {
    // Playwright's clock, paused once the page has hydrated: the page's timers fire only as the
    // test moves its time on, 50 ms at a time, so each gap measured is the carousel's own to a
    // step, however busy the machine is (a real clock's timer fires late under load).
    await page.clock.install()
    await page.goto("/")
    // Paused a little ahead of the page's time (which flows until then), never in its past.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000))
    const active = page.locator('[data-testid="stage-slide"][data-active="true"]')
    const shownNow = async () => ((await active.getAttribute("aria-label")) ?? "").replace(/^\d of \d: /, "")
    // React renders a timer's update in a task of its own (a MessageChannel message, not a timer):
    // one message round trip later, the page shows it.
    const settle = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(null)
          }),
      )
    /**
     * The page's time moved on until another slide shows: `quiet` ms at once (the slide must not
     * change meanwhile), then 50 ms steps. How long that took, and which slide shows.
     */
    const untilNextSlide = async (quiet = 0) => {
      const from = await shownNow()
      if (quiet > 0) {
        await page.clock.runFor(quiet)
        await settle()
        expect(await shownNow(), `the slide after ${quiet} ms`).toBe(from)
      }
      for (let elapsed = quiet + 50; elapsed <= 6000; elapsed += 50) {
        await page.clock.runFor(50)
        await settle()
        const shown = await shownNow()
        if (shown !== from) return { elapsed, shown }
      }
      throw new Error(`the carousel stayed on ${from} for 6 s of the page's time`)
    }
    const order = ["DESIGN", "RENDERING", "REALIZATION"]
    const after = (label: string) => order[(order.indexOf(label) + 1) % order.length]

    // The first step comes at the beat's phase (the page's load); the next 3 s after it.
    const first = await untilNextSlide()
    const second = await untilNextSlide(2900)
    expect(second.shown).toBe(after(first.shown))
    expect(second.elapsed).toBeGreaterThanOrEqual(2950)
    expect(second.elapsed).toBeLessThanOrEqual(3050)

    // The dot of the slide before the one shown: the timer would show another slide next, never
    // this one, so the change to it can only come from the press (the page's time stands still).
    const picked = order[(order.indexOf(second.shown) + order.length - 1) % order.length] as string
    const dot = page.getByRole("button", { name: `Show ${picked}` })
    await dot.click()
    await expect(dot).toHaveAttribute("aria-current", "true")
    expect(await shownNow()).toBe(picked)
    // Only the pictures fade: the one label shown is fully opaque (text contrast holds at every
    // instant) and the outgoing label is already gone.
    const labels = await page.locator('[data-testid="stage-slide"] figcaption').evaluateAll((els) =>
      els.map((el) => {
        let opacity = 1
        for (let node: Element | null = el; node; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity)
        return { text: el.textContent, visible: getComputedStyle(el).visibility === "visible", opacity }
      }),
    )
    expect(labels.filter((label) => label.visible)).toEqual([{ text: picked, visible: true, opacity: 1 }])
    // The timer restarted at the press: the next slide comes 3 s after it, not at the old beat.
    const third = await untilNextSlide(2900)
    expect(third.shown).toBe(after(picked))
    expect(third.elapsed).toBeGreaterThanOrEqual(2950)
    expect(third.elapsed).toBeLessThanOrEqual(3050)
  })

  test("on a first visit the hero video waits, unfetched, beneath the splash and plays once it has gone", async ({
    freshPage: page,
  }) => {
    // Recorded in the page (ms since navigation start), so a busy test machine does not race it:
    // when the splash's time was up, and what the video was doing just before.
    await page.addInitScript((splashDone) => {
      const record = { splashDone: -1, beforeDone: null as null | Record<string, unknown> }
      ;(window as unknown as { __hero: typeof record }).__hero = record
      window.addEventListener(
        splashDone,
        () => {
          record.splashDone = performance.now()
          const video = document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]')
          record.beforeDone = video && {
            paused: video.paused,
            readyState: video.readyState,
            networkState: video.networkState,
            fetched: performance.getEntriesByType("resource").filter((e) => /\/videos\/hero\.(webm|mp4)$/.test(e.name))
              .length,
          }
        },
        true,
      )
    }, SPLASH_DONE_EVENT)
    // Not waiting for hydration: the splash is timed from the navigation's start, and a busy machine
    // can hydrate after its 5 s are up (the video then starts at once, as afterSplash says).
    await page.goto("/", { waitUntil: "commit" })
    await expect(page.getByTestId("preloader")).toBeVisible()
    const video = page.getByTestId("hero-video")
    await expect(page.getByTestId("preloader")).toHaveCount(0, { timeout: 15_000 })
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2)
    const hero = await page.evaluate(() => {
      const record = (window as unknown as { __hero: { splashDone: number; beforeDone: unknown } }).__hero
      const fetches = performance
        .getEntriesByType("resource")
        .filter((e) => /\/videos\/hero\.(webm|mp4)$/.test(e.name))
        .map((e) => e.startTime)
      return { ...record, fetches }
    })
    // The app adds the video when it starts: if that was before the splash's time was up, the video
    // was idle until then: paused, nothing loaded (HAVE_NOTHING), not loading (NETWORK_IDLE), no
    // request. Either way, no request for it began before the splash had gone.
    const idle = { paused: true, readyState: 0, networkState: 1, fetched: 0 }
    expect([null, idle]).toContainEqual(hero.beforeDone)
    expect(hero.splashDone).toBeGreaterThan(0)
    expect(hero.fetches.length).toBeGreaterThan(0)
    for (const start of hero.fetches) expect(start).toBeGreaterThanOrEqual(hero.splashDone)
  })

  test("leaving home takes the hero video out and ends its download; coming back adds one again", async ({ page }) => {
    await page.goto("/")
    const video = page.getByTestId("hero-video")
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2)
    await video.evaluate((v) => ((window as unknown as { leftBehind: Element }).leftBehind = v))
    // A client-side visit, as a link in the header makes it: the window and the old element remain.
    const visit = (to: string) =>
      page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to)
    await visit("/about")
    await expect(page).toHaveURL(/\/about$/)
    await expect(video).toHaveCount(0)
    const left = await page.evaluate(() => {
      const v = (window as unknown as { leftBehind: HTMLVideoElement }).leftBehind
      return { connected: v.isConnected, paused: v.paused, networkState: v.networkState, sources: v.children.length }
    })
    expect(left).toEqual({ connected: false, paused: true, networkState: 0, sources: 0 })

    await visit("/")
    await expect(page).toHaveURL(/\/$/)
    await expect(video).toHaveCount(1)
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2)
  })

  test("the hero poster is the page's largest paint: the phone crop or the wide WebP, and the video starts from it", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: { tag?: string; url: string }[] }
      w.lcp = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[])
          w.lcp.push({ tag: e.element?.tagName, url: e.url })
      }).observe({ type: "largest-contentful-paint", buffered: true })
    })
    await page.goto("/")
    const poster = isMobile(page) ? "/videos/hero-poster-mobile.webp" : "/videos/hero-poster.webp"
    const picture = page.locator('section[aria-labelledby="hero-title"] picture img')
    expect(await picture.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(new RegExp(`${poster}$`))
    const video = page.getByTestId("hero-video")
    await expect(video).toHaveAttribute("poster", new RegExp(`${poster}$`))
    // Playing: its first frame has painted over the poster, in the same box.
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2)
    const last = await page.evaluate(() => (window as unknown as { lcp: { tag?: string; url: string }[] }).lcp.at(-1))
    expect(last?.tag).toBe("IMG")
    expect(last?.url).toMatch(new RegExp(`${poster}$`))
  })

  test("every picture has its size in the markup, so nothing moves when the files arrive", async ({ page }) => {
    await page.goto("/")
    const pictures = await page.locator("main picture img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
    )
    expect(pictures.length).toBeGreaterThan(40)
    for (const p of pictures) {
      expect(Number(p.width), p.src ?? "").toBeGreaterThan(0)
      expect(Number(p.height), p.src ?? "").toBeGreaterThan(0)
    }
  })

  test("the showcase strip doubles its cards, scrolls in 60 s, pauses under the pointer, fades each card in", async ({
    page,
  }) => {
    await page.goto("/")
    const track = page.getByTestId("showcase-track")
    await expect(track.locator("li")).toHaveCount(24)
    // The copy is for the eye only: hidden from assistive technology and out of the tab order.
    await expect(track.locator('li[aria-hidden="true"]')).toHaveCount(12)
    await expect(track.locator('li[aria-hidden="true"] a[tabindex="-1"]')).toHaveCount(12)
    const animation = () =>
      track.evaluate((el) => {
        const style = getComputedStyle(el)
        return { name: style.animationName, duration: style.animationDuration, state: style.animationPlayState }
      })
    expect(await animation()).toMatchObject({ duration: "60s", state: "running" })
    expect((await animation()).name).not.toBe("none")
    // One observer marks each card as it comes into view; the card then fades in. (The cards move,
    // so the strip's frame, which does not, is what is scrolled to and pointed at.)
    const frame = track.locator("..")
    const seen = track.locator('li[data-seen="true"]')
    await expect(seen).toHaveCount(0)
    // Sections above it render as they come near, so the strip may move while scrolled to: scroll
    // to it again until it stays in view, as a visitor would.
    await expect
      .poll(async () => {
        await frame.scrollIntoViewIfNeeded()
        return seen.count()
      })
      .toBeGreaterThan(0)
    await expect.poll(() => seen.first().evaluate((el) => getComputedStyle(el).opacity)).toBe("1")
    await expect(track.locator("li").last()).not.toHaveAttribute("data-seen", "true")
    await frame.hover()
    await expect.poll(async () => (await animation()).state).toBe("paused")
  })
})

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light" })
  test("numbers are final at once, no video is loaded and the stage carousel stays put", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    // The page's clock flows as usual until the test moves it on (below); nothing is held.
    await page.clock.install()
    await page.goto("/")
    await page.getByTestId("stat-value").first().scrollIntoViewIfNeeded()
    await expect(page.getByTestId("stat-value")).toHaveText(["50+", "10+", "20+", "100+"], { timeout: 500 })
    await expect(page.getByTestId("hero-video")).toHaveCount(0)
    expect(await page.getByTestId("showcase-track").evaluate((el) => getComputedStyle(el).animationName)).toBe("none")
    // The page's timers run 3.5 s ahead at once (longer than the carousel's 3 s beat; the test
    // after this one shows the same move turning it with motion allowed): still on its first slide.
    const active = page.locator('[data-testid="stage-slide"][data-active="true"]')
    expect(await active.getAttribute("aria-label")).toContain("DESIGN")
    await page.clock.runFor(3500)
    expect(await active.getAttribute("aria-label")).toContain("DESIGN")
  })

  test("the same 3.5 s of the page's clock turn the carousel when motion is allowed", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    // Paused a little ahead of the page's time (never in its past; a busy machine may have let the
    // page's own time turn it already): whatever slide it shows then, 3.5 s later it shows another.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const active = page.locator('[data-testid="stage-slide"][data-active="true"]')
    const before = (await active.getAttribute("aria-label")) ?? ""
    expect(before).toMatch(/^\d of \d: /)
    await page.clock.runFor(3500)
    await expect(active).not.toHaveAttribute("aria-label", before)
  })

  test("the hero drops 'Explore Services' below 400px, in the static HTML and after a client-side visit", async ({
    page,
  }) => {
    const explore = page.locator("#main-content").getByRole("link", { name: "Explore Services" })
    const touch = page.locator("#main-content").getByRole("link", { name: "Get In Touch" })
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto("/")
    await expect(touch).toBeVisible()
    await expect(explore).toBeHidden()
    await page.setViewportSize({ width: 412, height: 800 })
    await expect(explore).toBeVisible()
    // From another template, the home page's stylesheet arrives with its scripts and still wins.
    await page.goto("/contact")
    await page.getByRole("banner").getByRole("link", { name: /home/ }).first().click()
    await expect(page).toHaveURL(/\/$/)
    await page.setViewportSize({ width: 390, height: 800 })
    await expect(touch).toBeVisible()
    await expect(explore).toBeHidden()
  })
})
