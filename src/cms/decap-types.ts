import type { ComponentProps } from "react"
import type DecapCms from "decap-cms-app"

/**
 * Decap's configuration and preview types, taken from the app's own declarations (its core
 * package is not a direct dependency, so its types are reached through the app's API).
 */
type Cms = typeof DecapCms
export type CmsConfig = NonNullable<Parameters<Cms["init"]>[0]>["config"]
export type CmsBackend = CmsConfig["backend"]
export type CmsLocalBackend = Exclude<NonNullable<CmsConfig["local_backend"]>, boolean>
export type CmsCollection = CmsConfig["collections"][number]
export type CmsField = NonNullable<CmsCollection["fields"]>[number]
export type PreviewTemplateProps = ComponentProps<Parameters<Cms["registerPreviewTemplate"]>[1]>
export type CmsCollectionFile = NonNullable<CmsCollection["files"]>[number]
