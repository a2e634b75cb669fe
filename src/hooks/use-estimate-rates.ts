import { graphql, useStaticQuery } from "gatsby"
import type { EstimateRates } from "../lib/estimate/rates"

/** The cost calculator's rates from content/site/estimate-rates.json, built into the page. */
export function useEstimateRates(): EstimateRates {
  const data = useStaticQuery<Queries.UseEstimateRatesQuery>(graphql`
    query UseEstimateRates {
      estimateRatesJson {
        version
        currency {
          symbol
          lakh
          crore
        }
        areaSqft {
          min
          max
          outsideReason
        }
        methods {
          gfrg {
            ...EstimateMethodFields
          }
          conventional {
            ...EstimateMethodFields
          }
        }
        ratesPerSqft {
          new_house_villa {
            ...EstimateTypeRatesFields
          }
          commercial_building {
            ...EstimateTypeRatesFields
          }
          renovation {
            ...EstimateTypeRatesFields
          }
          other {
            ...EstimateTypeRatesFields
          }
        }
        disclaimer
      }
    }
    fragment EstimateMethodFields on EstimateMethod {
      label
      description
      weeksPer1000Sqft
    }
    fragment EstimateTypeRatesFields on EstimateTypeRates {
      gfrg {
        min
        max
      }
      conventional {
        min
        max
      }
      noRateReason
    }
  `)
  if (!data.estimateRatesJson) throw new Error("content/site/estimate-rates.json is missing")
  return data.estimateRatesJson
}
