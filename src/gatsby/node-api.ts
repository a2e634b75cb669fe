import path from "path"
import type { Actions, Reporter } from "gatsby"

/**
 * What the page creators take from Gatsby's Node API arguments. Gatsby's types declare `graphql`
 * as a method, yet it is a plain function meant to be destructured, and typegen only finds a query
 * in a call to a bare `graphql(...)`; so it is declared here as the function it is.
 */
export interface NodeQueryArgs {
  graphql: <TData>(query: string) => Promise<{ errors?: Error[]; data?: TData }>
  reporter: Reporter
}

export interface PageCreatorArgs extends NodeQueryArgs {
  actions: Actions
}

/**
 * A node-side query's data; when the query failed, the build stops naming `what` could not be
 * loaded (Gatsby's `panicOnBuild`) and there is no data. Call it with `graphql<…>(…)` in place, so
 * typegen still finds the query.
 */
export async function loadOrPanic<TData>(
  { reporter }: Pick<NodeQueryArgs, "reporter">,
  query: Promise<{ errors?: Error[]; data?: TData }>,
  what: string,
): Promise<TData | undefined> {
  const result = await query
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not load ${what}`, result.errors)
    return undefined
  }
  return result.data
}

/** The file of a template in src/templates/, as `createPage` takes it. */
export const template = (name: string): string => path.resolve("src/templates", `${name}.tsx`)
