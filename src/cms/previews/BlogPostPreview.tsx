import { ArticleHero, ArticleMeta } from "../../components/blog/ArticleHeader"
import { Container } from "../../components/ui/Container"
import { Prose } from "../../components/ui/Prose"
import { editorialWarnings } from "../../lib/content/editorial-standard"
import { countWords, readingMinutes } from "../../lib/text/reading"
import company from "../../../content/site/company.en.json"
import type { PreviewTemplateProps } from "../decap-types"
import { entryData, untranslated } from "./entry-data"
import { EditorialWarnings } from "./EditorialWarnings"
import { TranslationStatus } from "./TranslationStatus"

/** A blog post as the article page shows it, with the house standard's warnings above it. */
export function BlogPostPreview({ entry, widgetFor, getAsset }: PreviewTemplateProps) {
  const data = entryData(entry)
  const body = data.text("body")
  const cover = data.text("featuredImage")
  return (
    <>
      <TranslationStatus missing={untranslated(entry)} />
      <EditorialWarnings warnings={editorialWarnings({ body, keywords: data.list("keywords") })} />
      <article>
        <ArticleHero
          picture={
            cover ? (
              <img
                className="hero-image"
                src={getAsset(cover).url}
                alt={data.text("imageAltText")}
                style={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
            ) : null
          }
          category={data.text("category")}
          title={data.text("title")}
        />
        <Container>
          <div style={{ padding: "2.5rem 0 3rem", maxWidth: "46rem" }}>
            <ArticleMeta
              author={data.text("author")}
              datePublished={data.text("datePublished")}
              readingMinutes={readingMinutes(countWords(body))}
              companyName={company.name}
            />
            <Prose data-article-body="">{widgetFor("body")}</Prose>
          </div>
        </Container>
      </article>
    </>
  )
}
