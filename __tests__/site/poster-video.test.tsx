import { fireEvent, render, screen } from "@testing-library/react"
import { PosterVideo } from "../../src/components/ui/PosterVideo"

describe("PosterVideo", () => {
  it("shows the poster and a play button, and no video, until play is pressed", () => {
    const { container } = render(<PosterVideo src="/videos/villa.mp4" label="Villa walkthrough" />)
    expect(container.querySelector("video")).toBeNull()
    const poster = container.querySelector("img")
    expect(poster).toHaveAttribute("src", "/videos/villa.jpg")
    expect(poster).toHaveAttribute("loading", "lazy")
    expect(poster).toHaveAttribute("alt", "")
    expect(screen.getByRole("button", { name: "Play video: Villa walkthrough" })).toBeInTheDocument()
  })

  // Where the focus goes is proven in a real browser (__tests__/e2e/projects.spec.ts): jsdom cannot focus a video.
  it("once pressed, plays the file with its controls", () => {
    const { container } = render(<PosterVideo src="/videos/villa.mp4" label="Villa walkthrough" />)
    fireEvent.click(screen.getByRole("button", { name: "Play video: Villa walkthrough" }))
    const video = container.querySelector("video")
    expect(video).toHaveAttribute("src", "/videos/villa.mp4")
    expect(video).toHaveAttribute("poster", "/videos/villa.jpg")
    expect(video).toHaveAttribute("controls")
    expect(video).toHaveAttribute("autoplay")
    expect(video).toHaveAccessibleName("Villa walkthrough")
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull()
  })

  it("plays an address that is not a video file in an embed, titled, with no poster", () => {
    const { container } = render(<PosterVideo src="https://videos.example.com/embed/villa" label="Villa walkthrough" />)
    expect(container.querySelector("img")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Play video: Villa walkthrough" }))
    const embed = container.querySelector("iframe")
    expect(embed).toHaveAttribute("src", "https://videos.example.com/embed/villa")
    expect(embed).toHaveAttribute("title", "Villa walkthrough")
    expect(embed).toHaveFocus()
    expect(container.querySelector("video")).toBeNull()
  })
})
