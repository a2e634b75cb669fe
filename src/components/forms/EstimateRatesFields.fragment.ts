import { graphql } from "gatsby"

/**
 * @public Gatsby reads the fragment from this export (its query extraction), not a module import.
 * The cost calculator's rates (content/site/estimate-rates.en.json) as its page query asks for them:
 * part of the page's own data, so a first visit needs no static-query request of its own for them
 * (docs/architecture.md §3). Only the estimator's thank-you panel shows them.
 */
export const query = graphql`
  fragment EstimateRatesFields on EstimateRatesJson {
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
`
