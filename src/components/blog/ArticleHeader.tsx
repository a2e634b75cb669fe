import type { ReactNode } from "react"
import { useLang, useStrings } from "../../hooks/use-lang"
import { BLOG } from "../../lib/listing/blog-words"
import { SiteLink } from "../ui/SiteLink"
import { styled } from "@linaria/react"
import { PhotoHero, PhotoShade } from "../ui/PhotoHero"
import { formatLongDate } from "../../lib/text/format"
import { blogCategoryPath, categorySlug } from "../../lib/listing/slug"
import { theme } from "../../styles/theme"
import { Badge } from "../ui/Badge"
import { Container } from "../ui/Container"

/**
 * The top of a blog article: the full-width picture with the category badge and the title, and
 * the meta line below it. Shared by the article page and the editor's preview, so an editor
 * sees the post as a reader will.
 */
export function ArticleHero({ picture, category, title }: { picture: ReactNode; category: string; title: string }) {
  const t = useStrings(BLOG)
  return (
    <Hero as="header">
      {picture}
      <PhotoShade tone="article" />
      <HeroText>
        <CategoryLink to={blogCategoryPath(categorySlug(category))}>
          <Badge variant="secondary">{t.categoryLabel(category)}</Badge>
        </CategoryLink>
        <h1>{title}</h1>
      </HeroText>
    </Hero>
  )
}

interface MetaProps {
  author: string
  datePublished: string
  readingMinutes: number
  companyName: string
}

export function ArticleMeta({ author, datePublished, readingMinutes, companyName }: MetaProps) {
  const lang = useLang()
  const t = useStrings(BLOG)
  return (
    // The byline is the same on every post: search leaves it out (docs/behaviour.md §11).
    <MetaBlock data-pagefind-ignore="all">
      <span>
        {t.by}
        <strong>{author}</strong>
      </span>
      {datePublished ? <time dateTime={datePublished}>{formatLongDate(datePublished, lang)}</time> : null}
      <span>{t.readingTime(readingMinutes)}</span>
      <span>{t.writtenBy(companyName)}</span>
    </MetaBlock>
  )
}

const Hero = styled(PhotoHero)`
  min-height: 440px;
`

const HeroText = styled(Container)`
  padding-bottom: 2.5rem;
  h1 {
    max-width: 26ch;
    margin-top: 1rem;
    color: ${theme.colors.white};
    font-size: ${theme.fontSizes.title};
  }
`

const CategoryLink = styled(SiteLink)`
  text-decoration: none;
`

const MetaBlock = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  margin: 0 0 2rem;
  padding-bottom: 1.25rem;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`
