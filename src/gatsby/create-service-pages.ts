import type { CreatePagesArgs } from "gatsby"

/** Makes the service pages. */
export async function createServicePages(_args: CreatePagesArgs): Promise<void> {
  // Filled in by the service pages work.
}
