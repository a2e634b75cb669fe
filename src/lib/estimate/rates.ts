import fs from "fs"
import { estimateRates, type EstimateRates } from "../content-model/estimate-rates"
import { checkAgainst, type ContentProblem } from "../content-model/problems"

/**
 * The estimate rates (content/site/estimate-rates.en.json) as the enquiry server reads them: the schema is
 * the content model's (src/lib/content-model/estimate-rates.ts), the one the build checks the file with,
 * so the server refuses exactly what the build refuses, with the same messages. Its type is what the
 * estimate reads. Build and server only: zod stays out of the browser, which imports only the type.
 */

export const ESTIMATE_RATES_FILE = "site/estimate-rates.en.json"

export { estimateRates as estimateRatesSchema, type EstimateRates }

/** Checks parsed JSON against the model; every problem names the file and the field. */
export function checkEstimateRates(
  file: string,
  data: unknown,
): { rates: EstimateRates; problems: [] } | { rates: null; problems: ContentProblem[] } {
  const result = estimateRates.safeParse(data)
  if (result.success) return { rates: result.data, problems: [] }
  return { rates: null, problems: checkAgainst(file, estimateRates, data, () => true) }
}

/** Reads and checks a rates file (the enquiry server, at startup). */
export function readEstimateRates(path: string, displayName: string): ReturnType<typeof checkEstimateRates> {
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(path, "utf8")) as unknown
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT"
    return {
      rates: null,
      problems: [
        {
          file: displayName,
          field: "(file)",
          message: missing
            ? "is missing: the estimate rates are required"
            : `is not valid JSON: ${(error as Error).message}`,
        },
      ],
    }
  }
  return checkEstimateRates(displayName, data)
}
