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
