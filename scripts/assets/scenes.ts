import type { BuildStage } from "../../src/lib/content-model/vocabulary"
import { P, type TimeOfDay } from "./palette"
import { between, pick, rng, seedFrom, type Rand } from "./prng"
import {
  airplane,
  block,
  crane,
  gfrgPanel,
  ground,
  hills,
  houseboat,
  mixer,
  palm,
  roof,
  scaffold,
  shrubs,
  sky,
  villa,
  windowRect,
} from "./shapes"

/** Scene kinds: what a picture shows. Projects, posts and services are mapped onto these. */
export type SceneKind =
  | "villa"
  | "hill-villa"
  | "housing"
  | "office"
  | "retail"
  | "school"
  | "clinic"
  | "airport"
  | "resort"
  | "backwater"
  | "heritage"
  | "gfrg"
  | "structure"
  | "site"
  | "mep"
  | "construction"
  | "documentation"
  | "street"

export type View = "exterior" | "exterior-alt" | "interior" | "detail"

export interface SceneSpec {
  kind: SceneKind
  seed: string
  /** A progress update's photo: the building of `kind` at this stage of its build. */
  stage?: BuildStage
  /** Which photo of its update (0, 1, …): the photos of one update show different views. */
  photo?: number
  view?: View
  time?: TimeOfDay
  width: number
  height: number
  /** DESIGN stage: the building as an ink line drawing on paper. */
  lineDrawing?: boolean
}

const wrap = (W: number, H: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`

function backdrop(W: number, H: number, r: Rand, time: TimeOfDay, hilly: boolean, groundY: number): string {
  let out = sky(W, H, time, r)
  out += hills(
    W,
    groundY - (hilly ? H * 0.18 : H * 0.05),
    hilly ? H * 0.22 : H * 0.06,
    time === "dusk" ? "#6E6A86" : "#8FB3A0",
    r,
    0.8,
  )
  out += hills(W, groundY - H * 0.02, hilly ? H * 0.12 : H * 0.04, time === "dusk" ? "#4F5C5A" : "#5E8E68", r)
  out += ground(W, H, groundY, time === "monsoon" ? "#5F8A55" : P.grass)
  return out
}

function palms(W: number, groundY: number, r: Rand, count: number, H: number): string {
  let out = ""
  for (let i = 0; i < count; i += 1) {
    const x = i % 2 === 0 ? between(r, 0, W * 0.22) : between(r, W * 0.78, W)
    out += palm(x, groundY + between(r, 0, H * 0.05), between(r, H * 0.35, H * 0.6), r)
  }
  return out
}

function exterior(kind: SceneKind, W: number, H: number, r: Rand, time: TimeOfDay, alt: boolean): string {
  const groundY = H * 0.8
  const lit = time === "dusk"
  const hilly = ["hill-villa", "resort"].includes(kind)
  let out = backdrop(W, H, r, time, hilly, groundY)
  const cx = alt ? W * 0.42 : W * 0.3
  switch (kind) {
    case "villa":
    case "hill-villa":
    case "heritage":
      out += villa(cx, groundY, W * (alt ? 0.5 : 0.45), r, lit)
      if (kind === "heritage")
        out +=
          roof(W * 0.62, groundY - H * 0.2, W * 0.28, H * 0.12, 20) +
          `<rect x="${W * 0.62}" y="${groundY - H * 0.2}" width="${W * 0.28}" height="${H * 0.2}" fill="${P.wall}"/>` +
          windowRect(W * 0.7, groundY - H * 0.15, W * 0.06, H * 0.09, lit)
      break
    case "housing":
      for (let i = 0; i < 3; i += 1) out += block(W * 0.12 + i * W * 0.27, groundY, W * 0.22, 3, "housing", lit, r)
      break
    case "office":
      out +=
        block(W * 0.28, groundY, W * 0.3, 7, "office", lit, r) + block(W * 0.6, groundY, W * 0.2, 4, "office", lit, r)
      break
    case "retail":
      out += block(W * 0.18, groundY, W * 0.64, 2, "retail", lit, r)
      break
    case "school":
      out += block(W * 0.15, groundY, W * 0.7, 2, "school", lit, r)
      break
    case "clinic":
      out += block(W * 0.22, groundY, W * 0.5, 3, "clinic", lit, r)
      break
    case "airport": {
      const y = groundY
      out += `<path d="M${W * 0.08} ${y} L${W * 0.08} ${y - H * 0.16} Q${W * 0.45} ${y - H * 0.32} ${W * 0.82} ${y - H * 0.16} L${W * 0.82} ${y} Z" fill="#E8EEF0"/>`
      for (let i = 0; i < 14; i += 1)
        out += `<rect x="${W * 0.1 + i * W * 0.05}" y="${y - H * 0.13}" width="${W * 0.04}" height="${H * 0.12}" fill="${lit ? "#F6D58E" : P.glass}"/>`
      out += `<rect x="${W * 0.88}" y="${y - H * 0.42}" width="${W * 0.03}" height="${H * 0.42}" fill="${P.concrete}"/><rect x="${W * 0.865}" y="${y - H * 0.48}" width="${W * 0.06}" height="${H * 0.07}" fill="${P.glassDark}"/>`
      out += airplane(W * 0.2, groundY + H * 0.08, W / 2200)
      break
    }
    case "resort":
      for (let i = 0; i < 4; i += 1) {
        const x = W * 0.1 + i * W * 0.22
        const y = groundY - i * H * 0.04
        out +=
          `<rect x="${x}" y="${y - H * 0.13}" width="${W * 0.14}" height="${H * 0.13}" fill="${P.wall}"/>` +
          roof(x, y - H * 0.13, W * 0.14, H * 0.1, 16) +
          windowRect(x + W * 0.04, y - H * 0.1, W * 0.06, H * 0.07, lit)
      }
      break
    case "backwater":
      out += `<rect x="0" y="${groundY + H * 0.02}" width="${W}" height="${H}" fill="${P.water}"/>`
      out += houseboat(W * 0.45, groundY + H * 0.1, W / 1400)
      for (let i = 0; i < 2; i += 1) {
        const x = W * 0.08 + i * W * 0.2
        out +=
          `<rect x="${x}" y="${groundY - H * 0.14}" width="${W * 0.14}" height="${H * 0.14}" fill="${P.wall}"/>` +
          roof(x, groundY - H * 0.14, W * 0.14, H * 0.1, 16)
      }
      break
    case "gfrg": {
      out += villa(W * 0.1, groundY, W * 0.4, r, lit)
      out += gfrgPanel(W * 0.53, groundY - H * 0.24, W * 0.2, H * 0.24)
      const panel = `<g transform="translate(__X__ __Y__)">${gfrgPanel(-W * 0.08, 0, W * 0.16, H * 0.13)}</g>`
      out += crane(W * 0.64, groundY, H * 0.62, panel)
      break
    }
    case "structure": {
      out += `<rect x="0" y="${groundY}" width="${W}" height="${H - groundY}" fill="#8D6E4E"/>`
      for (let i = 0; i < 4; i += 1) {
        const x = W * 0.2 + i * W * 0.2
        out += `<rect x="${x - 10}" y="${groundY - H * 0.45}" width="20" height="${H * 0.45 + H * 0.1}" fill="${P.concrete}"/><rect x="${x - 45}" y="${groundY + H * 0.1}" width="90" height="24" fill="${P.concrete}" stroke="${P.steel}" stroke-width="2"/>`
      }
      for (let j = 1; j <= 3; j += 1)
        out += `<rect x="${W * 0.18}" y="${groundY - j * H * 0.15}" width="${W * 0.64}" height="16" fill="${P.concrete}"/>`
      out += `<g stroke="${P.accent}" stroke-width="2" stroke-dasharray="10 6"><line x1="${W * 0.12}" y1="${groundY - H * 0.45}" x2="${W * 0.12}" y2="${groundY + H * 0.14}"/></g>`
      break
    }
    case "site":
      out +=
        block(W * 0.25, groundY, W * 0.35, 4, "housing", lit, r) +
        scaffold(W * 0.23, groundY, W * 0.39, H * 0.42) +
        crane(W * 0.75, groundY, H * 0.65, null)
      out += `<g transform="translate(${W * 0.05} ${groundY - H * 0.2})"><rect width="${W * 0.15}" height="${H * 0.14}" fill="#fff" stroke="${P.ink}" stroke-width="3"/>${[0, 1, 2, 3].map((i) => `<rect x="${10 + i * 12}" y="${12 + i * 18}" width="${W * 0.06 + i * 14}" height="10" fill="${i % 2 ? P.accent : P.primary}"/>`).join("")}</g>`
      break
    case "construction":
      out += block(W * 0.3, groundY, W * 0.3, 2, "housing", false, r) + scaffold(W * 0.28, groundY, W * 0.34, H * 0.35)
      out += `<g stroke="${P.steel}" stroke-width="3">${[0, 1, 2, 3, 4].map((i) => `<line x1="${W * 0.32 + i * W * 0.06}" y1="${groundY - H * 0.34}" x2="${W * 0.32 + i * W * 0.06}" y2="${groundY - H * 0.48}"/>`).join("")}</g>`
      out += mixer(W * 0.68, groundY + H * 0.08, W / 1300)
      break
    case "mep":
    case "documentation":
    case "street":
      out += villa(cx, groundY, W * 0.45, r, lit)
      break
  }
  out += shrubs(0, groundY + 4, W, r)
  if (!["structure", "airport", "backwater"].includes(kind)) out += palms(W, groundY, r, 3, H)
  return out
}

function interior(kind: SceneKind, W: number, H: number, r: Rand, time: TimeOfDay): string {
  const floorY = H * 0.72
  let out = `<rect width="${W}" height="${H}" fill="${P.sand}"/>`
  out += `<rect x="0" y="0" width="${W}" height="${H * 0.1}" fill="${P.wood}"/>`
  for (let i = 0; i < W; i += 40)
    out += `<line x1="${i}" y1="0" x2="${i}" y2="${H * 0.1}" stroke="#5E3B21" stroke-width="3"/>`
  const wx = W * 0.2
  const ww = W * 0.6
  out += `<svg x="${wx}" y="${H * 0.16}" width="${ww}" height="${H * 0.48}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${backdrop(W, H, r, time, kind === "resort", H * 0.75)}${palms(W, H * 0.75, r, 4, H)}</svg>`
  out += `<rect x="${wx}" y="${H * 0.16}" width="${ww}" height="${H * 0.48}" fill="none" stroke="${P.wood}" stroke-width="10"/>`
  for (let i = 1; i < 4; i += 1)
    out += `<line x1="${wx + (ww / 4) * i}" y1="${H * 0.16}" x2="${wx + (ww / 4) * i}" y2="${H * 0.64}" stroke="${P.wood}" stroke-width="6"/>`
  out += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="#C9A57A"/>`
  for (let i = 0; i < 8; i += 1)
    out += `<line x1="0" y1="${floorY + i * 18}" x2="${W}" y2="${floorY + i * 18}" stroke="#B48E62" stroke-width="2"/>`
  const furniture: Record<string, () => string> = {
    office: () =>
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${W * 0.15 + i * W * 0.25}" y="${floorY - 10}" width="${W * 0.18}" height="16" fill="${P.wood}"/><rect x="${W * 0.2 + i * W * 0.25}" y="${floorY - 60}" width="${W * 0.07}" height="46" fill="${P.ink}"/>`,
        )
        .join(""),
    school: () =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${W * 0.1 + i * W * 0.21}" y="${floorY + 20}" width="${W * 0.14}" height="14" fill="${P.wood}"/><rect x="${W * 0.12 + i * W * 0.21}" y="${floorY + 34}" width="8" height="40" fill="${P.wood}"/>`,
        )
        .join("") +
      `<rect x="${W * 0.05}" y="${H * 0.2}" width="${W * 0.12}" height="${H * 0.3}" fill="${P.primaryDark}"/>`,
    clinic: () =>
      [0, 1]
        .map(
          (i) =>
            `<rect x="${W * 0.15 + i * W * 0.45}" y="${floorY - 10}" width="${W * 0.28}" height="40" rx="8" fill="#fff" stroke="${P.stone}" stroke-width="3"/><rect x="${W * 0.15 + i * W * 0.45}" y="${floorY - 30}" width="${W * 0.07}" height="24" rx="6" fill="${P.glass}"/>`,
        )
        .join(""),
    airport: () =>
      `<path d="M0 ${H * 0.12} Q${W / 2} ${H * 0.02} ${W} ${H * 0.12}" stroke="${P.steel}" stroke-width="10" fill="none"/>` +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${W * 0.08 + i * W * 0.19}" y="${floorY + 10}" width="${W * 0.12}" height="26" rx="6" fill="${P.primary}"/>`,
        )
        .join(""),
  }
  const fallback = () =>
    `<rect x="${W * 0.22}" y="${floorY - 20}" width="${W * 0.34}" height="60" rx="14" fill="${P.primary}"/><rect x="${W * 0.22}" y="${floorY - 50}" width="${W * 0.34}" height="36" rx="12" fill="${P.primaryDark}"/><rect x="${W * 0.62}" y="${floorY + 10}" width="${W * 0.14}" height="12" fill="${P.wood}"/><circle cx="${W * 0.85}" cy="${floorY - 40}" r="${H * 0.08}" fill="${P.palmLight}"/><rect x="${W * 0.835}" y="${floorY - 20}" width="${W * 0.03}" height="50" fill="${P.accent}"/>`
  out += (furniture[kind] ?? fallback)()
  return out
}

function detail(kind: SceneKind, W: number, H: number, r: Rand, time: TimeOfDay): string {
  // An aerial-ish site view: plot, building footprint, trees, paths.
  let out = `<rect width="${W}" height="${H}" fill="${time === "monsoon" ? "#6E9A5E" : "#86B06C"}"/>`
  for (let i = 0; i < 40; i += 1)
    out += `<circle cx="${between(r, 0, W)}" cy="${between(r, 0, H)}" r="${between(r, 14, 40)}" fill="${i % 2 ? P.palm : P.palmLight}" opacity="0.9"/>`
  out += `<rect x="${W * 0.28}" y="${H * 0.22}" width="${W * 0.44}" height="${H * 0.5}" fill="${P.roof}"/><polygon points="${W * 0.28},${H * 0.22} ${W * 0.72},${H * 0.22} ${W * 0.5},${H * 0.47}" fill="${P.roofDark}" opacity="0.5"/><polygon points="${W * 0.28},${H * 0.72} ${W * 0.72},${H * 0.72} ${W * 0.5},${H * 0.47}" fill="#CF6A3C" opacity="0.6"/>`
  out += `<path d="M${W * 0.5} ${H * 0.72} L${W * 0.5} ${H}" stroke="${P.sand}" stroke-width="${W * 0.05}"/>`
  if (kind === "backwater") out += `<rect x="0" y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="${P.water}"/>`
  return out
}

/** Blueprint-style line drawing of the same villa as the finished scene (DESIGN stage). */
function lineDrawing(W: number, H: number, r: Rand): string {
  let out = `<rect width="${W}" height="${H}" fill="#F7F5EF"/>`
  for (let x = 0; x < W; x += 40)
    out += `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="#DCE4EC" stroke-width="1"/>`
  for (let y = 0; y < H; y += 40)
    out += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#DCE4EC" stroke-width="1"/>`
  out += villa(W * 0.3, H * 0.8, W * 0.45, r, false, true)
  out += `<line x1="${W * 0.1}" y1="${H * 0.8}" x2="${W * 0.9}" y2="${H * 0.8}" stroke="#1F4E79" stroke-width="3"/>`
  out += `<g stroke="#1F4E79" stroke-width="1.5"><line x1="${W * 0.3}" y1="${H * 0.86}" x2="${W * 0.75}" y2="${H * 0.86}"/><line x1="${W * 0.3}" y1="${H * 0.84}" x2="${W * 0.3}" y2="${H * 0.88}"/><line x1="${W * 0.75}" y1="${H * 0.84}" x2="${W * 0.75}" y2="${H * 0.88}"/></g>`
  return out
}

export function renderScene(spec: SceneSpec): string {
  const r = rng(seedFrom(`${spec.seed}:${spec.view ?? "exterior"}`))
  const time = spec.time ?? pick(r, ["morning", "noon", "dusk", "monsoon"] as const)
  const { width: W, height: H } = spec
  if (spec.lineDrawing) return wrap(W, H, lineDrawing(W, H, rng(seedFrom(spec.seed))))
  const view = spec.view ?? "exterior"
  if (spec.stage) return wrap(W, H, buildStage(spec.kind, spec.stage, spec.photo ?? 0, W, H, r, time))
  if (spec.kind === "documentation") return wrap(W, H, documentationDesk(W, H, r))
  if (spec.kind === "mep") return wrap(W, H, mepCutaway(W, H, r, time))
  if (view === "interior") return wrap(W, H, interior(spec.kind, W, H, r, time))
  if (view === "detail") return wrap(W, H, detail(spec.kind, W, H, r, time))
  return wrap(W, H, exterior(spec.kind, W, H, r, time, view === "exterior-alt"))
}

function documentationDesk(W: number, H: number, r: Rand): string {
  let out = `<rect width="${W}" height="${H}" fill="#8A5A36"/>`
  for (let i = 0; i < 12; i += 1)
    out += `<line x1="0" y1="${i * H * 0.09}" x2="${W}" y2="${i * H * 0.09 + 20}" stroke="#7A4E2D" stroke-width="6" opacity="0.5"/>`
  out += `<g transform="rotate(-6 ${W * 0.4} ${H * 0.5})"><rect x="${W * 0.12}" y="${H * 0.15}" width="${W * 0.52}" height="${H * 0.68}" fill="#2C5F8A"/>`
  for (let i = 0; i < 12; i += 1)
    out += `<line x1="${W * 0.12}" y1="${H * 0.15 + i * H * 0.057}" x2="${W * 0.64}" y2="${H * 0.15 + i * H * 0.057}" stroke="#6F9CC3" stroke-width="1"/>`
  out += `<g stroke="#FFFFFF" stroke-width="3" fill="none"><rect x="${W * 0.2}" y="${H * 0.28}" width="${W * 0.3}" height="${H * 0.36}"/><line x1="${W * 0.35}" y1="${H * 0.28}" x2="${W * 0.35}" y2="${H * 0.5}"/><line x1="${W * 0.2}" y1="${H * 0.5}" x2="${W * 0.5}" y2="${H * 0.5}"/></g></g>`
  out += `<g transform="rotate(5 ${W * 0.75} ${H * 0.45})"><rect x="${W * 0.6}" y="${H * 0.2}" width="${W * 0.28}" height="${H * 0.6}" fill="#FFFFFF"/>`
  for (let i = 0; i < 9; i += 1)
    out += `<rect x="${W * 0.63}" y="${H * 0.27 + i * H * 0.05}" width="${W * (0.12 + between(r, 0, 0.08))}" height="8" fill="#C8CCD0"/>`
  out += `<circle cx="${W * 0.8}" cy="${H * 0.7}" r="${H * 0.06}" fill="none" stroke="#B42318" stroke-width="6"/><circle cx="${W * 0.8}" cy="${H * 0.7}" r="${H * 0.035}" fill="none" stroke="#B42318" stroke-width="3"/></g>`
  out += `<rect x="${W * 0.1}" y="${H * 0.86}" width="${W * 0.2}" height="14" rx="7" fill="${P.accent}" transform="rotate(-20 ${W * 0.2} ${H * 0.86})"/>`
  return out
}

function mepCutaway(W: number, H: number, r: Rand, time: TimeOfDay): string {
  const groundY = H * 0.85
  let out = backdrop(W, H, r, time, false, groundY)
  const x = W * 0.2
  const w = W * 0.6
  const top = H * 0.2
  out += `<rect x="${x}" y="${top}" width="${w}" height="${groundY - top}" fill="${P.wall}" stroke="${P.stone}" stroke-width="6"/>`
  out += roof(x, top, w, H * 0.12, 30)
  out += `<line x1="${x}" y1="${(top + groundY) / 2}" x2="${x + w}" y2="${(top + groundY) / 2}" stroke="${P.stone}" stroke-width="8"/>`
  out += `<g fill="none" stroke-width="9" stroke-linecap="round"><path d="M${x + w * 0.1} ${groundY - 10} V${top + 40} H${x + w * 0.5}" stroke="#2F7FC1"/><path d="M${x + w * 0.16} ${groundY - 10} V${top + 60} H${x + w * 0.45}" stroke="#D0483B"/><path d="M${x + w * 0.9} ${top + 30} V${groundY - 10}" stroke="#6B7570"/></g>`
  out += `<g fill="none" stroke="#E0B12E" stroke-width="5" stroke-dasharray="2 0"><path d="M${x + w * 0.3} ${top + 20} H${x + w * 0.85} V${groundY - 40}"/><path d="M${x + w * 0.3} ${(top + groundY) / 2 + 30} H${x + w * 0.8}"/></g>`
  out += `<rect x="${x + w * 0.55}" y="${top + 70}" width="${w * 0.3}" height="34" fill="#A9B4BA" stroke="#7D8A90" stroke-width="3"/>`
  out += `<rect x="${x + w * 0.05}" y="${top - H * 0.1}" width="${w * 0.12}" height="${H * 0.08}" fill="#2F7FC1"/>`
  return out
}

/** A building of `kind` at a stage of its build, as a site photo of that week would show it. */
function buildStage(
  kind: SceneKind,
  stage: BuildStage,
  photo: number,
  W: number,
  H: number,
  r: Rand,
  time: TimeOfDay,
): string {
  const second = photo % 2 === 1
  const groundY = H * 0.8
  const hilly = ["hill-villa", "resort"].includes(kind)
  const earth = `<rect x="0" y="${groundY}" width="${W}" height="${H - groundY}" fill="#8D6E4E"/>`
  const wide = ["housing", "office", "retail", "school", "clinic", "airport"].includes(kind)
  const x = W * between(r, 0.2, 0.3)
  const w = W * (wide ? 0.5 : 0.38)
  switch (stage) {
    case "Design and approvals":
      return second ? documentationDesk(W, H, r) : lineDrawing(W, H, r)
    case "Site preparation": {
      let out = backdrop(W, H, r, time, hilly, groundY) + earth
      // Pegs and string lines setting out the building on cleared ground.
      const top = groundY + H * 0.04
      const bottom = H * 0.96
      out += `<path d="M${x} ${top} L${x + w} ${top} L${x + w * 1.1} ${bottom} L${x - w * 0.1} ${bottom} Z" fill="none" stroke="#F1F6F4" stroke-width="3" stroke-dasharray="14 8"/>`
      for (const [px, py] of [
        [x, top],
        [x + w, top],
        [x + w * 1.1, bottom],
        [x - w * 0.1, bottom],
      ] as const)
        out += `<rect x="${px - 4}" y="${py - 26}" width="8" height="30" fill="${P.accent}"/>`
      out += mixer(W * 0.8, groundY + H * 0.06, W / 1400) + palms(W, groundY, r, 2, H)
      return out
    }
    case "Foundation": {
      let out = backdrop(W, H, r, time, hilly, groundY) + earth
      const count = wide ? 6 : 4
      for (let i = 0; i < count; i += 1) {
        const fx = x + (i * w) / (count - 1)
        out += `<rect x="${fx - 40}" y="${groundY + H * 0.05}" width="80" height="${H * 0.09}" fill="#5C4632"/>`
        out += `<rect x="${fx - 32}" y="${groundY + H * 0.1}" width="64" height="${H * 0.04}" fill="${P.concrete}"/>`
        out += `<g stroke="${P.steel}" stroke-width="3">${[-12, 0, 12].map((d) => `<line x1="${fx + d}" y1="${groundY + H * 0.1}" x2="${fx + d}" y2="${groundY - H * 0.08}"/>`).join("")}</g>`
      }
      out += mixer(W * 0.82, groundY + H * 0.1, W / 1400)
      return out
    }
    case "Structure": {
      let out = backdrop(W, H, r, time, hilly, groundY) + earth
      const floors = wide ? 3 + Math.floor(r() * 3) : 2
      const bays = wide ? 5 : 3
      for (let i = 0; i <= bays; i += 1)
        out += `<rect x="${x + (i * w) / bays - 8}" y="${groundY - floors * H * 0.13}" width="16" height="${floors * H * 0.13}" fill="${P.concrete}"/>`
      for (let j = 1; j <= floors; j += 1)
        out += `<rect x="${x - 10}" y="${groundY - j * H * 0.13}" width="${w + 20}" height="14" fill="${P.concrete}"/>`
      out += scaffold(x - 14, groundY, w * 0.4, floors * H * 0.13 + 10)
      if (wide) out += crane(x + w + W * 0.1, groundY, H * 0.7, null)
      return out
    }
    case "Roofing": {
      let out = backdrop(W, H, r, time, hilly, groundY) + earth
      const wallH = H * (wide ? 0.3 : 0.22)
      out += `<rect x="${x}" y="${groundY - wallH}" width="${w}" height="${wallH}" fill="${P.wall}"/>`
      for (let i = 0; i < 3; i += 1)
        out += windowRect(x + w * (0.12 + i * 0.3), groundY - wallH * 0.7, w * 0.14, wallH * 0.35, false)
      // The roof's frame, half covered.
      const peak = groundY - wallH - H * 0.14
      out += `<path d="M${x - 20} ${groundY - wallH} L${x + w / 2} ${peak} L${x + w + 20} ${groundY - wallH}" fill="none" stroke="${P.roof}" stroke-width="8"/>`
      for (let i = 1; i < 8; i += 1) {
        const rx = x - 20 + ((w + 40) * i) / 8
        const ry =
          rx < x + w / 2
            ? groundY - wallH - ((rx - x + 20) / (w / 2 + 20)) * H * 0.14
            : groundY - wallH - ((x + w + 20 - rx) / (w / 2 + 20)) * H * 0.14
        out += `<line x1="${rx}" y1="${groundY - wallH}" x2="${rx}" y2="${ry}" stroke="${P.roof}" stroke-width="4"/>`
      }
      out += `<path d="M${x - 20} ${groundY - wallH} L${x + w / 2} ${peak} L${x + w / 2} ${groundY - wallH} Z" fill="${P.roof}"/>`
      out += scaffold(x + w * 0.6, groundY, w * 0.45, wallH + 10) + palms(W, groundY, r, 2, H)
      return out
    }
    case "MEP":
      // A cutaway of the services, or a room with its conduits and pipes still on show.
      return second
        ? interior(kind, W, H, r, time) +
            `<g fill="none" stroke-width="8" stroke-linecap="round"><path d="M${W * 0.05} ${H * 0.12} H${W * 0.95}" stroke="#E0B12E"/><path d="M${W * 0.08} ${H * 0.18} H${W * 0.6} V${H * 0.9}" stroke="#2F7FC1"/></g>`
        : mepCutaway(W, H, r, time)
    case "Finishing":
      return second
        ? interior(kind, W, H, r, time)
        : exterior(kind, W, H, r, time, r() < 0.5) + scaffold(W * 0.28, groundY, W * 0.3, H * 0.36)
    case "Handover":
      return exterior(kind, W, H, r, second ? "noon" : "dusk", second)
  }
}
