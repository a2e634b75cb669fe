// The editor at /admin/ is built by gatsby-plugin-decap-cms's own Node APIs: its webpack entry,
// page and dev-server route. Only those are taken. The plugin's gatsby-browser hook (a handler for
// Netlify Identity links on every public page) is left out, so the public pages' JavaScript does
// not change; invitation and recovery e-mails link to /admin/ instead, where the widget runs.
export { onCreateDevServer, onCreateWebpackConfig, onPreInit } from "gatsby-plugin-decap-cms/gatsby-node"
