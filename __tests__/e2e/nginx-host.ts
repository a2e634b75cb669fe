import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { rawHttp, type RawResponse } from "../helpers/raw-http"

/**
 * Debian's nginx in front of the enquiry server, as the README's "nginx in front" deployment: the
 * build's `deploy/nginx-maps.conf` and `deploy/nginx.conf` included as they are, `root` at the
 * built `public/`, plain HTTP and TLS (a throw-away self-signed certificate) on loopback ports,
 * a temporary prefix, and its own enquiry server with TRUST_PROXY=loopback and a temporary database.
 */

export const NGINX_CANDIDATES = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter((p): p is string =>
  Boolean(p),
)

export function findNginx(): string | null {
  return NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null
}

export interface NginxHost {
  httpUrl: string
  httpsUrl: string
  dataDir: string
  stop: () => Promise<void>
}

/** A request to a URL as sent (helpers/raw-http.ts). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url)
  return rawHttp(target.origin, `${target.pathname}${target.search}`, options)
}

async function waitFor(port: number, ms: number, what: string, log: () => string): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end()
        resolve(true)
      })
      socket.on("error", () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} did not listen on ${port} within ${ms} ms\n${log()}`)
}

const stopChild = (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill(signal)
  })

export async function startNginxHost(nginx: string, basePort: number): Promise<NginxHost> {
  const repo = process.cwd()
  const publicDir = path.join(repo, "public")
  const deployDir = path.join(repo, "deploy")
  for (const file of [path.join(deployDir, "nginx.conf"), path.join(deployDir, "nginx-maps.conf")]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run the build first (npm run build)`)
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-e2e-"))
  const runsAsRoot = process.getuid?.() === 0
  const dataDir = path.join(prefix, "data")
  const [httpPort, httpsPort, nodePort] = [basePort, basePort + 1, basePort + 2]

  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      path.join(prefix, "key.pem"),
      "-out",
      path.join(prefix, "cert.pem"),
    ],
    { stdio: "ignore" },
  )

  const mimeTypes = fs.existsSync("/etc/nginx/mime.types")
    ? "include /etc/nginx/mime.types;"
    : "types { text/html html; application/javascript js; text/css css; application/json json; video/mp4 mp4; video/webm webm; image/webp webp; image/jpeg jpg; }"
  const site = (listen: string) => `
  server {
    listen ${listen};
    server_name localhost;
    root ${publicDir};
    include ${path.join(deployDir, "nginx.conf")};
  }`
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
${runsAsRoot ? "# Workers as root too: the checkout may sit where an unprivileged user cannot read it.\nuser root;" : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${path.join(deployDir, "nginx-maps.conf")};
  upstream enquiry_server {
    server 127.0.0.1:${nodePort};
    keepalive 8;
  }
  ${site(`127.0.0.1:${httpPort}`)}
  ${site(`127.0.0.1:${httpsPort} ssl`)}
  ssl_certificate ${prefix}/cert.pem;
  ssl_certificate_key ${prefix}/key.pem;
}
`,
  )
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8")
    } catch {
      return ""
    }
  }
  // The configuration must pass nginx's own check first (it names the line of any mistake).
  execFileSync(
    nginx,
    ["-t", "-q", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log")],
    {
      stdio: "pipe",
    },
  )

  let nodeLog = ""
  const node = spawn(process.execPath, ["--import", "tsx", path.join("server", "main.ts")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(nodePort),
      PUBLIC_DIR: publicDir,
      DATA_DIR: dataDir,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      RECAPTCHA_SECRET: "",
      BOT_CHECK: "stand-in",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  node.stdout?.on("data", (chunk: Buffer) => (nodeLog += chunk.toString()))
  node.stderr?.on("data", (chunk: Buffer) => (nodeLog += chunk.toString()))
  const server = spawn(
    nginx,
    ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log"), "-g", "daemon off;"],
    { stdio: "ignore" },
  )
  try {
    await waitFor(nodePort, 60_000, "the enquiry server", () => nodeLog)
    await waitFor(httpPort, 15_000, "nginx", errorLog)
    await waitFor(httpsPort, 15_000, "nginx (TLS)", errorLog)
  } catch (error) {
    await Promise.all([stopChild(server, "SIGQUIT"), stopChild(node)])
    throw error
  }
  return {
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    dataDir,
    stop: async () => {
      await Promise.all([stopChild(server, "SIGQUIT"), stopChild(node)])
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
