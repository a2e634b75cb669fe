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

/**
 * The dark shade between the photograph and the text: darkest at the bottom, where the text sits.
 * Each page sets how dark it is there (`$bottom`) and at the top (`$top`), as `shade()` opacities.
 */
export const PhotoShade = styled.div<{ $bottom: number; $top: number }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(0deg, ${({ $bottom }) => shade($bottom)}, ${({ $top }) => shade($top)});
`
