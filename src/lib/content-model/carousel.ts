/** The home page's project-stage carousel: content/site/carousel.en.json with its images in content/site/images. */
import { image, positiveNumber, records, text } from "./fields"

export const carouselSlide = {
  id: positiveNumber({ label: "Number", hint: "A whole number; slides are shown in this order." }, { integer: true }),
  label: text({ label: "Label", hint: "The stage's name, e.g. DESIGN." }),
  src: image({ label: "Image", hint: "A picture in content/site/images." }),
  alt: text({ label: "Description", hint: "What the picture shows, for visitors who cannot see it." }),
}

export const carousel = records(carouselSlide, {
  label: "Carousel",
  hint: "The slides, in order.",
  graphqlType: "CarouselJson",
})
