import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import sharp from "sharp"
import {
  addHeadingIds,
  imageSources,
  lighterCopyPaths,
  sanitizeArticle,
  withLighterCopies,
  type ImageSize,
  type LighterCopies,
} from "../lib/content/article-html"
import type { Company } from "../lib/content-model/company"
import { fillPlaceholders } from "../lib/content/placeholders"
import { pickableDensities } from "../lib/first-visit/picture-sizes"
import { lastUpdateDate, type DatedUpdate } from "../lib/listing/progress"

type CompanyNode = Pick<Company, "name" | "phone" | "email" | "legalEmail" | "address">

/** A BlogPost or LegalPage node: a child of the MarkdownRemark node that holds its body. */
interface ArticleSource {
  parent: string
  fields: { slug: string; lang: string }
}

interface ResolveContext {
  nodeModel: {
    findOne: (args: { type: string; query?: object }) => Promise<unknown>
    getNodeById: (args: { id: string; type?: string }) => unknown
  }
}

/** Another plugin's field resolver (remark's MarkdownRemark.html, sharp's ImageSharp.gatsbyImageData). */
function fieldResolver(info: GraphQLResolveInfo, typeName: string, field: string, plugin: string) {
  const type = info.schema.getType(typeName) as GraphQLObjectType
  const resolve = type.getFields()[field]?.resolve as GraphQLFieldResolver<unknown, unknown> | undefined
  if (!resolve) throw new Error(`${plugin} did not provide ${typeName}.${field}`)
  return resolve
}

/** remark's HTML of the markdown node a post or legal page was made from. */
async function markdownHtml(source: ArticleSource, context: ResolveContext, info: GraphQLResolveInfo): Promise<string> {
  const markdown = context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" })
  const htmlResolver = fieldResolver(info, "MarkdownRemark", "html", "gatsby-transformer-remark")
  const html: unknown = await htmlResolver(markdown, {}, context, info)
  return typeof html === "string" ? html : ""
}

/** The file in public/ behind a site path. */
const publicFile = (src: string) => path.join("public", decodeURI(src))

/**
 * The sizes of the pictures an editor put in a body (`![…](picture.jpg)` beside the post):
 * gatsby-remark-copy-linked-files has copied each into public/blogs/images/ and pointed the
 * <img> there by the time remark's HTML is ready. docs/architecture.md "The editor".
 */
async function imageSizes(html: string): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>()
  for (const src of imageSources(html, { unsizedOnly: true })) {
    const file = publicFile(src)
    if (!fs.existsSync(file)) continue
    const { width, height } = await sharp(file).metadata()
    if (width && height) sizes.set(src, { width, height })
  }
  return sizes
}

/** Writes `to` from `from` unless it is already there and newer (a build keeps what it made). */
async function writeCopy(from: string, to: string, encode: (image: sharp.Sharp) => sharp.Sharp): Promise<void> {
  if (fs.existsSync(to) && fs.statSync(to).mtimeMs >= fs.statSync(from).mtimeMs) return
  fs.mkdirSync(path.dirname(to), { recursive: true })
  await encode(sharp(from)).toFile(to)
}

/**
 * AVIF and WebP copies of the body's JPEG and PNG pictures, written beside them in public/ (a
 * 1,200 px JPEG of 39 KB is 9 KB in AVIF). docs/architecture.md §4, pictures.
 */
async function lighterCopies(html: string): Promise<Map<string, LighterCopies>> {
  const copies = new Map<string, LighterCopies>()
  for (const src of imageSources(html)) {
    const copy = lighterCopyPaths(src)
    // A picture beside a post is in public/ by now (copied there by remark); one the site keeps in
    // static/ is copied there only as the build finishes.
    const file = [publicFile(src), path.join("static", decodeURI(src))].find((candidate) => fs.existsSync(candidate))
    if (!copy || !file) continue
    await writeCopy(file, publicFile(copy.avif), (image) => image.avif({ quality: 50, effort: 2 }))
    await writeCopy(file, publicFile(copy.webp), (image) => image.webp({ quality: 60 }))
    copies.set(src, copy)
  }
  return copies
}

/** remark's HTML made safe, its pictures sized and given lighter copies, its headings given ids. */
async function article(html: string, slug: string) {
  const safe = sanitizeArticle(html, await imageSizes(html))
  return addHeadingIds(withLighterCopies(safe, await lighterCopies(safe)), slug)
}

/**
 * How every card's picture is built (the service, project and blog cards): AVIF, then WebP, then
 * the original format, in the sizes a screen can pick for the card's width (`pickableDensities`).
 * Values as gatsbyImageData's resolver takes them (`""` is the original format, AUTO).
 * docs/architecture.md §4, pictures.
 */
const CARD_PICTURES = {
  layout: "constrained",
  formats: ["", "avif", "webp"],
}

/** Gatsby types the argument as a bare Function; it takes a map of type name to field resolvers. */
type CreateResolvers = (resolvers: Record<string, Record<string, object>>) => void

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  const create = args.createResolvers as CreateResolvers
  create({
    ProjectsJson: {
      // Computed, like the articles below, so not in the content model's types (schema.ts).
      // The card picture alone: a listing's page data then carries one picture per project, not
      // the whole gallery of each (docs/architecture.md §4, "Page data"). The content model
      // requires at least one image; the object is the node's own, so its file path still
      // resolves beside the project.en.json.
      cover: {
        type: "ProjectImage!",
        resolve: (source: { images: readonly unknown[] }) => source.images[0],
      },
      // The newest progress update's date (YYYY-MM-DD), for the cards and the sitemap's lastmod.
      lastUpdate: {
        type: "String",
        resolve: (source: { updates?: readonly DatedUpdate[] | null }) => lastUpdateDate(source.updates),
      },
    },
    ImageSharp: {
      cardImageData: {
        type: "GatsbyImageData!",
        args: { width: "Int!", aspectRatio: "Float!" },
        resolve: (
          source: unknown,
          args: { width: number; aspectRatio: number },
          context: object,
          info: GraphQLResolveInfo,
        ) =>
          fieldResolver(info, "ImageSharp", "gatsbyImageData", "gatsby-transformer-sharp")(
            source,
            { ...CARD_PICTURES, outputPixelDensities: pickableDensities(args.width), ...args },
            context,
            info,
          ),
      },
    },
    // BlogPost.article and LegalPage.article: remark's HTML, sanitized, with heading ids and the
    // table of contents, computed once per build. Legal pages get the company's facts filled into
    // their {placeholders}.
    BlogPost: {
      article: {
        type: "ArticleHtml!",
        resolve: async (source: ArticleSource, _args: object, context: ResolveContext, info: GraphQLResolveInfo) =>
          article(await markdownHtml(source, context, info), source.fields.slug),
      },
    },
    LegalPage: {
      article: {
        type: "ArticleHtml!",
        resolve: async (source: ArticleSource, _args: object, context: ResolveContext, info: GraphQLResolveInfo) => {
          let html = await markdownHtml(source, context, info)
          // The company's facts in the page's language (company.ml.json for a Malayalam page).
          const company = (await context.nodeModel.findOne({
            type: "CompanyJson",
            query: { filter: { fields: { lang: { eq: source.fields.lang } } } },
          })) as CompanyNode | null
          if (company) {
            html = fillPlaceholders(html, {
              companyName: company.name,
              legalEmail: company.legalEmail,
              email: company.email,
              phone: company.phone,
              addressLine1: company.address.line1,
              addressLine2: company.address.line2,
            })
          }
          return article(html, source.fields.slug)
        },
      },
    },
  })
}
