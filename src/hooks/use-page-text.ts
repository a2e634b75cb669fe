import { graphql } from "gatsby"
import { fillPageText } from "../lib/content/placeholders"
import { useCompany } from "./use-company"

/** A heading group as the page files hold it: eyebrow, heading and, for some, an intro. */
interface HeadingText {
  eyebrow: string
  title: string
  intro?: string | null
}

/**
 * Fills the company's facts into a page's texts ({placeholders}, docs/behaviour.md §3): `fill` for
 * one text, `heading` for an eyebrow, heading and intro, as `Section` and `PageHero` take them.
 */
export function usePageText() {
  const company = useCompany()
  const fill = (text: string): string => fillPageText(text, company)
  const heading = ({ eyebrow, title, intro }: HeadingText) => ({
    eyebrow: fill(eyebrow),
    title: fill(title),
    intro: intro ? fill(intro) : null,
  })
  return { fill, heading }
}

/**
 * @public Gatsby reads the fragment from this export (its query extraction), not a module import.
 * A page banner's words as `heading` turns them into `PageHero`'s props, and those of a listing page
 * (services, projects): banner, meta description and closing band.
 */
export const query = graphql`
  fragment PageHeroTextFields on PageHeroText {
    eyebrow
    title
    intro
  }

  fragment ListingPageTextsFields on ListingPageTexts {
    hero {
      ...PageHeroTextFields
    }
    seo {
      description
    }
    callToAction {
      ...CallToActionTextFields
    }
  }
`
