import type { IGatsbyImageData } from "gatsby-plugin-image"
import { FIRST_SCREEN_PICTURE } from "../../lib/first-visit/first-screen"

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** "eager" only for a picture seen on arrival (a hero); the rest load as they near the viewport. */
  loading?: "eager" | "lazy"
  /**
   * The page's largest picture on a phone's first screen (a photo banner, the first card of a
   * listing): loaded at once and fetched ahead of every other picture, since the page counts as
   * shown only when it has painted, and the app's scripts wait for it (docs/architecture.md §4,
   * pictures; src/lib/first-visit/first-screen.ts).
   */
  priority?: boolean
  className?: string
}

/**
 * A responsive picture from the build's image data (gatsbyImageData): AVIF and WebP sources
 * (where the build made them) with a JPEG fallback in every size the build made, width and
 * height so its box is reserved before the file arrives (no layout shift), native lazy loading,
 * and the image's dominant colour beneath it until it paints (data-placeholder, read by the
 * global styles' `.picture img`). It needs no JavaScript:
 * GatsbyImage would add a wrapper, a placeholder, a noscript copy and an inline script per
 * picture, and fetch a 70 KB renderer after hydration.
 * It fills its box (object-fit: cover, see GlobalStyle `.picture`); the box sets the shape.
 */
export function Picture({ image, alt, loading = "lazy", priority = false, className }: PictureProps) {
  const { sources = [], fallback } = image.images
  return (
    <picture className={className ? `picture ${className}` : "picture"}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : loading}
        {...(priority ? FIRST_SCREEN_PICTURE : undefined)}
        decoding="async"
        data-placeholder={image.backgroundColor}
      />
    </picture>
  )
}
