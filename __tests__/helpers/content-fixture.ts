import fs from "fs"
import os from "os"
import path from "path"
import { CONTENT_TYPES } from "../../src/lib/content-model"
import { DEFAULT_LANG, fileNameIn, LANGS } from "../../src/lib/i18n/lang"

/** A small, valid content folder in a temp dir; tests break one thing and read the message. */
export function makeContentFixture(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-")), "content")
  const write = (rel: string, text: string) => {
    const file = path.join(dir, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  const repoContent = path.join(__dirname, "..", "..", "content")
  // The site files the build requires (company facts, page texts, rates), as the site has them, in
  // every language they are written in.
  for (const type of CONTENT_TYPES)
    if (type.source.kind === "file" && type.source.required)
      for (const lang of type.translated ? LANGS : [DEFAULT_LANG]) {
        const rel = path.join(path.dirname(type.source.path), fileNameIn(lang, path.basename(type.source.path)))
        write(rel, fs.readFileSync(path.join(repoContent, rel), "utf8"))
      }
  write(
    "blog/gfrg-basics/index.en.md",
    [
      "---",
      'title: "GFRG basics"',
      'summary: "What GFRG is."',
      'author: "GFRG Engineering Team"',
      'datePublished: "2024-07-27"',
      'dateModified: "2024-07-28"',
      'metaTitle: "GFRG basics"',
      'metaDescription: "What GFRG is."',
      'keywords: ["gfrg"]',
      'category: "GFRG"',
      'tags: ["GFRG"]',
      'featuredImage: "./cover.jpg"',
      'imageAltText: "Illustration of a GFRG house"',
      "---",
      "",
      "## Panels",
      "",
      "Text.",
    ].join("\n"),
  )
  write("blog/gfrg-basics/cover.jpg", "jpg")
  const project = (slug: string, id: number) =>
    JSON.stringify({
      id,
      slug,
      name: "Villa",
      location: "Kochi",
      type: "Residential",
      status: "Completed",
      summary: "A villa.",
      images: [{ src: "./cover.jpg", alt: "Illustration of a villa" }],
      detailedDescription: "Text",
      keyFeatures: ["GFRG walls"],
      areaSqft: 2400,
    })
  write("projects/villa-kochi/project.en.json", project("villa-kochi", 1))
  write("projects/villa-kochi/cover.jpg", "jpg")
  write(
    "services/GFRG.en.json",
    JSON.stringify({
      order: 1,
      slug: "GFRG",
      title: "GFRG Construction",
      description: "Fast walls.",
      icon: "gfrg",
      heroImage: "./images/gfrg.jpg",
      heroImageAlt: "Illustration",
      metaDescription: "GFRG",
      detailedDescription: "Text",
      keyFeatures: ["a", "b", "c", "d", "e", "f"],
      process: "Text",
      whyChoose: "Text",
    }),
  )
  write("services/images/gfrg.jpg", "jpg")
  write(
    "legal/privacy-policy.en.md",
    '---\ntitle: "Privacy Policy"\ndescription: "How we handle data."\nlastUpdated: "2026-11-01"\n---\n\n## Information We Collect\n',
  )
  write(
    "legal/terms-and-conditions.en.md",
    '---\ntitle: "Terms and Conditions"\ndescription: "The terms of using this site."\nlastUpdated: "2026-11-01"\n---\n\n## Use of This Site\n',
  )
  write(
    "legal/privacy-policy.ml.md",
    '---\ntitle: "സ്വകാര്യതാ നയം"\ndescription: "വിവരങ്ങൾ ഞങ്ങൾ കൈകാര്യം ചെയ്യുന്ന വിധം."\nlastUpdated: "2026-11-01"\n---\n\n## ശേഖരിക്കുന്ന വിവരങ്ങൾ\n',
  )
  write(
    "legal/terms-and-conditions.ml.md",
    '---\ntitle: "നിബന്ധനകളും വ്യവസ്ഥകളും"\ndescription: "ഈ സൈറ്റ് ഉപയോഗിക്കുന്നതിന്റെ നിബന്ധനകൾ."\nlastUpdated: "2026-11-01"\n---\n\n## സൈറ്റിന്റെ ഉപയോഗം\n',
  )
  return dir
}

export function editFile(dir: string, rel: string, edit: (text: string) => string): void {
  const file = path.join(dir, rel)
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")))
}
