import type { CreatePagesArgs } from "gatsby"

/** Makes the project pages. */
export async function createProjectPages(_args: CreatePagesArgs): Promise<void> {
  // Filled in by the project pages work.
}
