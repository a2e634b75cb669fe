/**
 * Every dictionary of the interface's words, by name: for the tests that hold a Malayalam page to
 * showing none of the English ones (__tests__/e2e/malayalam.spec.ts). Components import their own.
 */
import { BLOG } from "../../listing/blog-words"
import { FORMS } from "../../enquiry/words"
import { LAYOUT } from "./layout"
import { PAGES } from "./pages"
import { PROJECTS } from "./projects"
import { SEARCH } from "./search"

export const DICTIONARIES = { LAYOUT, PAGES, BLOG, PROJECTS, FORMS, SEARCH }
