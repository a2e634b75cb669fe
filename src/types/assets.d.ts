declare module "*.svg" {
  const url: string
  export default url
}
declare module "*.jpg" {
  const url: string
  export default url
}
declare module "*.png" {
  const url: string
  export default url
}
declare module "*.woff2" {
  const url: string
  export default url
}
/** React's Node build of the server renderer (tests render to a string under jsdom with it). */
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server"
}
