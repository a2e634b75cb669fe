import React from "react"
import type { GatsbySSR } from "gatsby"
import { PRELOADER_HEAD_SCRIPT } from "./src/components/layout/Preloader"

export { wrapRootElement, wrapPageElement } from "./src/Root"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // Runs before first paint: a visitor who has seen the splash this session never sees it flash.
  setHeadComponents([<script key="preloader-flag" dangerouslySetInnerHTML={{ __html: PRELOADER_HEAD_SCRIPT }} />])
}
