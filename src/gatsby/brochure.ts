/**
 * The company brochure (/brochure.pdf), generated from content/ at every build so it is never
 * out of date: cover, about, services, selected projects with pictures, contact details.
 * Written by the build (on-post-build.ts); `npm run brochure` writes it alone (scripts/brochure.ts).
 */
import fs from "fs"
import path from "path"
import PDFDocument from "pdfkit"
import sharp from "sharp"
import { filesIn, loadJson, subdirs } from "./content-files"
import { company as companyModel } from "../lib/content-model/company"
import { project } from "../lib/content-model/project"
import { service } from "../lib/content-model/service"
import { statistics } from "../lib/content-model/statistics"
import { fileNameIn } from "../lib/i18n/lang"

const GREEN = "#0E4D45"
const ACCENT = "#B4531F"
const INK = "#15201E"
const MUTED = "#55605C"

async function jpegFor(file: string, width: number): Promise<Buffer | null> {
  if (!fs.existsSync(file)) return null
  return sharp(file).resize({ width }).jpeg({ quality: 72 }).toBuffer()
}

/**
 * What the brochure says, from the English content files: it is in English (docs/behaviour.md §10),
 * so a translation beside a file (GFRG.ml.json) is not a service of its own.
 */
export function brochureContent(contentDir: string) {
  const siteFile = (name: string) => path.join(contentDir, "site", fileNameIn("en", name))
  const company = loadJson(siteFile("company.json"), companyModel)
  const stats = fs.existsSync(siteFile("statistics.json")) ? loadJson(siteFile("statistics.json"), statistics) : []
  const services = filesIn(path.join(contentDir, "services"), fileNameIn("en", ".json"))
    .map((file) => loadJson(file, service))
    .sort((a, b) => a.order - b.order)
  const projectsDir = path.join(contentDir, "projects")
  const projects = subdirs(projectsDir)
    .filter((folder) => fs.existsSync(path.join(projectsDir, folder, fileNameIn("en", "project.json"))))
    .map((folder) => ({
      ...loadJson(path.join(projectsDir, folder, fileNameIn("en", "project.json")), project),
      dir: path.join(projectsDir, folder),
    }))
    .sort((a, b) => a.id - b.id)
    .slice(0, 6)
  return { company, stats, services, projects }
}

export async function buildBrochure({ contentDir, outFile }: { contentDir: string; outFile: string }): Promise<void> {
  const { company, stats, services, projects } = brochureContent(contentDir)
  fs.mkdirSync(path.dirname(outFile), { recursive: true })
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${company.name} — Company Brochure`,
      Author: company.name,
      Subject: "Design and construction in Kerala",
    },
  })
  const done = new Promise<void>((resolve, reject) => {
    const stream = fs.createWriteStream(outFile)
    stream.on("finish", () => resolve())
    stream.on("error", reject)
    doc.pipe(stream)
  })
  const W = doc.page.width
  const H = doc.page.height

  // Cover
  doc.rect(0, 0, W, H).fill(GREEN)
  const cover = await jpegFor(path.join(contentDir, "site", "images", "stage-realization.jpg"), 1200)
  if (cover) doc.image(cover, 0, H * 0.38, { width: W })
  doc
    .fillColor("#FFFFFF")
    .font("Helvetica-Bold")
    .fontSize(30)
    .text(company.name, 56, 110, { width: W - 112 })
  doc
    .moveDown(0.5)
    .font("Helvetica")
    .fontSize(14)
    .fillColor("#F4EFE6")
    .text(company.description, { width: W - 112 })
  doc.moveDown(1).fillColor("#F3C9A8").fontSize(12).text(`Building across Kerala since ${company.foundedYear}`)

  // About
  doc.addPage()
  heading(doc, "About us")
  doc.font("Helvetica").fontSize(12).fillColor(INK).text(company.description, { lineGap: 4 })
  doc
    .moveDown()
    .text(
      `Since ${company.foundedYear} our architects, structural and MEP engineers, project managers and site teams have worked as one company, so each project moves from the first sketch to the occupancy certificate without changing hands. We take government and private contracts across Kerala, and we build with GFRG panels where they suit: typically 15 to 25 percent cheaper and 30 to 50 percent faster for buildings up to G+3.`,
      { lineGap: 4 },
    )
  if (stats.length > 0) {
    doc.moveDown(2)
    const y = doc.y
    const colW = (W - 112) / stats.length
    stats.forEach((s, i) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(28)
        .fillColor(ACCENT)
        .text(`${s.value}${s.suffix}`, 56 + i * colW, y, { width: colW, align: "center" })
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(MUTED)
        .text(s.label, 56 + i * colW, y + 36, { width: colW, align: "center" })
    })
  }

  // Services
  if (services.length > 0) {
    doc.addPage()
    heading(doc, "Our services")
    for (const s of services) {
      if (doc.y > H - 160) doc.addPage()
      doc.font("Helvetica-Bold").fontSize(14).fillColor(GREEN).text(s.title)
      doc.font("Helvetica").fontSize(11).fillColor(INK).text(s.description, { lineGap: 2 })
      doc.fontSize(10).fillColor(MUTED).list(s.keyFeatures.slice(0, 3), { bulletRadius: 2, textIndent: 12, lineGap: 1 })
      doc.moveDown(0.8)
    }
  }

  // Projects
  if (projects.length > 0) {
    doc.addPage()
    heading(doc, "Selected projects")
    for (const p of projects) {
      const img = await jpegFor(path.join(p.dir, p.images[0]?.src ?? "cover.jpg"), 500)
      if (doc.y > H - 200) {
        doc.addPage()
      }
      const y = doc.y
      if (img) doc.image(img, 56, y, { width: 170, height: 106 })
      doc
        .font("Helvetica-Bold")
        .fontSize(13)
        .fillColor(GREEN)
        .text(p.name, 240, y, { width: W - 296 })
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(MUTED)
        .text(`${p.location} · ${p.type} · ${p.status}`, { width: W - 296 })
      doc
        .fontSize(10)
        .fillColor(INK)
        .text(p.summary, { width: W - 296, lineGap: 2 })
      doc.y = Math.max(doc.y, y + 116)
      doc.x = 56
      doc.moveDown(0.6)
    }
  }

  // Contact
  doc.addPage()
  heading(doc, "Contact us")
  const lines = [
    company.address.line1,
    company.address.line2,
    "",
    `Phone: ${company.phone}`,
    `E-mail: ${company.email}`,
    `Working hours: ${company.workingHours}`,
    "",
    ...Object.entries(company.social).map(([k, v]) => `${k[0]?.toUpperCase()}${k.slice(1)}: ${v}`),
  ]
  doc.font("Helvetica").fontSize(12).fillColor(INK).text(lines.join("\n"), { lineGap: 4 })

  doc.end()
  await done
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font("Helvetica-Bold").fontSize(22).fillColor(GREEN).text(text)
  doc
    .moveTo(56, doc.y + 4)
    .lineTo(140, doc.y + 4)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke()
  doc.moveDown(1.2)
}
