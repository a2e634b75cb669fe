import React from "react"
import type { HeadFC } from "gatsby"
import { Hero } from "../components/home/Hero"
import { Seo } from "../components/seo/Seo"
import { useCompany } from "../hooks/use-company"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { organizationLd } from "../lib/structured-data"

export default function HomePage() {
  const company = useCompany()
  return <Hero intro={company.description} />
}

export const Head: HeadFC = () => <HomeHead />

function HomeHead() {
  const company = useCompany()
  const { siteUrl } = useSiteMetadata()
  return (
    <Seo
      title={`${company.name} | GFRG Construction, Architecture & Engineering in Kerala`}
      description={company.description}
      path="/"
      jsonLd={organizationLd(company, siteUrl)}
    />
  )
}
