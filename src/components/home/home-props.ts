import { ON_HOME } from "../../lib/constants"
import { projectPath } from "../../lib/listing/slug"
import { projectCardProps } from "../projects/ProjectCard"
import type { Leader } from "./Leadership"
import type { ShowcaseItem } from "./ShowcaseStrip"
import type { StageSlide } from "./StageCarousel"
import type { Testimonial } from "./Testimonials"
import type { ProjectVideo } from "./VideoSpotlight"

/** Maps the home page query to the plain props of its sections. */
export function toHomeProps(data: Queries.HomePageQuery) {
  const flagged = data.services.nodes.filter((s) => s.showOnHome)
  const services = (flagged.length > 0 ? flagged : data.services.nodes).slice(0, ON_HOME.services)
  const stages: StageSlide[] = data.stages.nodes.map((s) => ({
    id: s.jsonId,
    label: s.label,
    alt: s.alt,
    image: s.src.childImageSharp?.gatsbyImageData ?? null,
  }))
  const showcase: ShowcaseItem[] = data.showcase.nodes.map((p) => ({
    title: p.name,
    link: projectPath(p.slug),
    thumbnail: p.cover.src.childImageSharp?.gatsbyImageData ?? null,
    alt: p.cover.alt,
  }))
  const videos: ProjectVideo[] = data.videos.nodes
    .slice(0, ON_HOME.videos)
    .map((v) => ({ ...v, id: v.jsonId, tags: v.tags }))
  const testimonials: Testimonial[] = data.testimonials.nodes.map((t) => ({
    id: t.jsonId,
    name: t.name,
    role: t.role,
    text: t.text,
  }))
  const leaders: Leader[] = data.leaders.nodes.slice(0, ON_HOME.leaders).map((l) => ({
    id: l.jsonId,
    name: l.name,
    role: l.role,
    image: l.imageUrl.childImageSharp?.gatsbyImageData ?? null,
    imageAlt: l.imageAlt,
    profileLink: l.profileLink,
  }))
  const posts = data.posts.nodes.slice(0, ON_HOME.blogs)
  return {
    services,
    gfrgCards: data.gfrgCards.nodes,
    stats: data.stats.nodes,
    stages,
    featured: data.featured.nodes.slice(0, ON_HOME.featuredProjects).map(projectCardProps),
    showcase,
    videos,
    testimonials,
    leaders,
    posts,
  }
}
