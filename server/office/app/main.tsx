/** The office inbox's browser app: renders App into the page's #office element. */
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App"
import "./office.css"

const container = document.getElementById("office")
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
