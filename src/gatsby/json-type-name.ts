import { langOfFileName } from "../lib/i18n/lang"

/**
 * GraphQL type names for JSON content: one type per content folder (projects, services),
 * and one per file for site facts (company -> CompanyJson, statistics -> StatisticsJson);
 * each language's file is the same type (company.en.json, company.ml.json -> CompanyJson), told apart
 * by `fields.lang`.
 */
interface JsonFileNode {
  name: string
  sourceInstanceName?: string
}

const pascal = (value: string): string =>
  value
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  if (node.sourceInstanceName === "projects") return "ProjectsJson"
  if (node.sourceInstanceName === "services") return "ServicesJson"
  return `${pascal(langOfFileName(node.name)?.base ?? node.name)}Json`
}
