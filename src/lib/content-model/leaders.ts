/** The home page's leadership section: content/site/leaders.en.json with portraits in content/site/images. */
import { httpsUrl, image, positiveNumber, records, sampleFlag, text } from "./fields"

export const leader = {
  id: positiveNumber({ label: "Number", hint: "A whole number; leaders are shown in this order." }, { integer: true }),
  sampleContent: sampleFlag(),
  name: text({ label: "Name", hint: "As it should read, e.g. A. Menon." }),
  role: text({ label: "Role", hint: "e.g. Managing Director." }),
  imageUrl: image({ label: "Portrait", hint: "A picture in content/site/images." }),
  imageAlt: text({ label: "Portrait description", hint: "What the picture shows, for visitors who cannot see it." }),
  profileLink: httpsUrl({ label: "Profile link", hint: "The https address of their professional profile." }),
}

export const leaders = records(leader, {
  label: "Leaders",
  hint: "At most three are shown, in order.",
  graphqlType: "LeadersJson",
})
