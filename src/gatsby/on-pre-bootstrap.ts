import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatProblems } from "../lib/content-model"
import { validateContent } from "./validate-content"

export const contentDir = (): string => path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), "content"))

/** Stops the build before anything renders when an editor's file breaks the content model. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(contentDir())
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}
