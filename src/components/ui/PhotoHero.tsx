import { styled } from "@linaria/react"
import { shade, theme } from "../../styles/theme"

/**
 * A banner over a photograph: the picture (class "hero-image") fills it, a shade (PhotoShade) lies
 * over the picture, and the white text sits at the bottom. Each page sets its height.
 */
export const PhotoHero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  color: ${theme.colors.white};
  .hero-image {
    position: absolute;
    inset: 0;
    z-index: -2;
  }
`

/** How dark each page's shade is at the bottom and at the top, as `shade()` opacities. */
const SHADES = { article: [0.9, 0.2], service: [0.9, 0.35], listing: [0.88, 0.25] } as const

/**
 * The dark shade between the photograph and the text: darkest at the bottom, where the text sits.
 * Each kind of page has its own (SHADES), chosen by a class-like attribute, so the shade needs no
 * style attribute (the CSP allows none of the site's own: docs/behaviour.md §6).
 */
export function PhotoShade({ tone }: { tone: keyof typeof SHADES }) {
  return <Shade data-shade={tone} />
}

const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  ${Object.entries(SHADES)
    .map(
      ([tone, [bottom, top]]) =>
        `&[data-shade="${tone}"] { background: linear-gradient(0deg, ${shade(bottom)}, ${shade(top)}); }`,
    )
    .join("\n")}
`
