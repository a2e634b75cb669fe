/** React's Node build of the server renderer (tests render to a string under jsdom with it). */
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server"
}
