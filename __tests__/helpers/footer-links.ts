/**
 * The links every page's footer carries (docs/behaviour.md §2, "Footer"): the quick links, the
 * legal pages and every service by its canonical path. Written out here, not read from the
 * component, so a footer that loses one fails the tests.
 */
export const FOOTER_LINKS = [
  "/about",
  "/projects",
  "/blogs/category/all",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  "/services/GFRG",
  "/services/Construction-Services",
  "/services/Architecture",
  "/services/Structural-Design",
  "/services/MEP-Services",
  "/services/Project-Management",
] as const
