/** The home page's testimonials: content/site/testimonials.en.json. */
import { optionalText, positiveNumber, records, sampleFlag, text } from "./fields"

export const testimonial = {
  id: positiveNumber(
    { label: "Number", hint: "A whole number; testimonials are shown in this order." },
    { integer: true },
  ),
  sampleContent: sampleFlag(),
  name: text({ label: "Name", hint: "The client's name as they agreed to show it." }),
  role: optionalText({ label: "Role", hint: "Who they are, e.g. Villa owner, Kakkanad." }),
  text: text({ label: "Testimonial", hint: "Their words." }, { multiline: true }),
}

export const testimonials = records(testimonial, {
  label: "Testimonials",
  hint: "What clients say, in order.",
  graphqlType: "TestimonialsJson",
})
