/**
 * `npm run cms`: the content editor on an editor's own machine (docs/architecture.md, "The
 * editor"). Starts Decap's local proxy on this working copy and the Gatsby development site;
 * the editor opens http://localhost:8000/admin/ and needs no account. Saving creates a local
 * `cms/...` branch per draft (the editorial workflow); publishing merges it into the current
 * branch, ready to commit and push. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from "child_process"
import path from "path"

const root = path.resolve(__dirname, "..")
const proxyPort = process.env.CMS_PROXY_PORT ?? "8081"

const run = (command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })

const children = [
  run(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    PORT: proxyPort,
    BIND_HOST: "127.0.0.1",
    MODE: "git",
    GIT_REPO_DIRECTORY: root,
  }),
  run(process.execPath, [require.resolve("gatsby/cli"), "develop"], {
    GATSBY_TELEMETRY_DISABLED: "1",
    GATSBY_CMS_LOCAL_BACKEND_URL: `http://127.0.0.1:${proxyPort}/api/v1`,
  }),
]

const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exit(code)
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0))
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
