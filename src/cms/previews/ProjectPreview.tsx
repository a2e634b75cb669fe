import { FactList, ProjectDescription, ProjectHeading } from "../../components/projects/ProjectPageParts"
import { ProgressTimeline, type TimelineUpdate } from "../../components/projects/ProgressTimeline"
import { isIsoDate } from "../../lib/content-model/vocabulary"
import { lastUpdateDate } from "../../lib/listing/progress"
import { Container } from "../../components/ui/Container"
import { formatArea } from "../../lib/text/format"
import { describe } from "../../lib/listing/projects"
import type { PreviewTemplateProps } from "../decap-types"
import { entryData, untranslated } from "./entry-data"
import { TranslationStatus } from "./TranslationStatus"

/** A project as its page shows it: heading and badges, pictures, description, details and progress updates. */
export function ProjectPreview({ entry, getAsset }: PreviewTemplateProps) {
  const data = entryData(entry)
  const description = describe(data.text("detailedDescription"))
  const area = data.number("areaSqft")
  const asText = (value: unknown) => (typeof value === "string" ? value : "")
  // An update shows once it has a date; the build checks the rest (docs/behaviour.md §2, "Progress updates").
  const updates: TimelineUpdate[] = data
    .records("updates")
    .filter((update) => isIsoDate(update.date))
    .map((update) => ({
      date: asText(update.date),
      stage: asText(update.stage),
      title: asText(update.title),
      text: asText(update.text),
      photos: (Array.isArray(update.photos) ? (update.photos as Record<string, unknown>[]) : []).map((photo) => ({
        thumb: null,
        url: asText(photo.src) ? getAsset(asText(photo.src)).url : undefined,
        alt: asText(photo.alt),
      })),
    }))
  return (
    <>
      <TranslationStatus missing={untranslated(entry)} />
      <Container>
        <div style={{ padding: "2rem 0 3rem" }}>
          <ProjectHeading
            name={data.text("name")}
            location={data.text("location")}
            type={data.text("type")}
            status={data.text("status")}
            completion={data.text("completionDate")}
            lastUpdate={lastUpdateDate(updates)}
          />
          <div style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
            {data.records("images").map((image, index) => {
              const src = typeof image.src === "string" ? image.src : ""
              const alt = typeof image.alt === "string" ? image.alt : ""
              return src ? (
                <img key={`${src}-${index}`} src={getAsset(src).url} alt={alt} style={{ width: "100%" }} />
              ) : null
            })}
          </div>
          <h2>Description</h2>
          {/* The editor's own draft, shown to the editor: the build sanitizes it before publishing. */}
          <ProjectDescription description={description} />
          <h2>Details</h2>
          <FactList
            facts={[
              ["Client", data.text("client")],
              ["Completion Date", data.text("completionDate")],
              ["Area", area ? formatArea(area) : ""],
            ]}
          />
          <h2>Key Features</h2>
          <ul>
            {data.list("keyFeatures").map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {updates.length > 0 ? (
            <ProgressTimeline
              slug={data.text("slug")}
              completed={data.text("status") === "Completed"}
              updates={updates}
            />
          ) : null}
        </div>
      </Container>
    </>
  )
}
