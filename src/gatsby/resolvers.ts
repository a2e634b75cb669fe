import type { GatsbyNode } from "gatsby"
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql"
import { addHeadingIds, fillPlaceholders, sanitizeArticle } from "../lib/article-html"

interface CompanyNode {
  name: string
  phone: string
  email: string
  legalEmail: string
  address: { line1: string; line2: string }
}

interface MarkdownSource {
  id: string
  fields?: { collection?: string; slug?: string }
}

interface ResolveContext {
  nodeModel: { findOne: (args: { type: string; query?: object }) => Promise<unknown> }
}

/**
 * MarkdownRemark.article: remark's HTML, sanitized, with heading ids and the table of contents,
 * computed once per build. Legal pages get the company's facts filled into their {placeholders}.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    MarkdownRemark: {
      article: {
        type: "ArticleHtml!",
        resolve: async (
          source: MarkdownSource,
          args: object,
          context: ResolveContext,
          info: { schema: { getType: (name: string) => unknown } },
        ) => {
          const type = info.schema.getType("MarkdownRemark") as GraphQLObjectType
          const htmlResolver = type.getFields().html?.resolve as
            GraphQLFieldResolver<MarkdownSource, ResolveContext> | undefined
          if (!htmlResolver) throw new Error("gatsby-transformer-remark did not provide MarkdownRemark.html")
          let html = String((await htmlResolver(source, args, context, info as never)) ?? "")
          if (source.fields?.collection === "legal") {
            const company = (await context.nodeModel.findOne({ type: "CompanyJson" })) as CompanyNode | null
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
          }
          return addHeadingIds(sanitizeArticle(html), source.fields?.slug ?? source.id)
        },
      },
    },
  })
}
