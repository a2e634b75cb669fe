import { P, SKIES, type TimeOfDay } from "./palette"
import { between, type Rand } from "./prng"

/** Flat, layered shapes that make up every illustration. Each returns an SVG fragment. */

export function sky(W: number, H: number, time: TimeOfDay, r: Rand): string {
  const [top, mid, low] = SKIES[time]
  const id = `sky${Math.floor(r() * 1e6)}`
  let out = `<defs><linearGradient id="${id}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
  if (time === "morning" || time === "dusk") {
    const cx = between(r, W * 0.15, W * 0.85)
    const cy = H * (time === "dusk" ? 0.5 : 0.3)
    out += `<circle cx="${cx}" cy="${cy}" r="${H * 0.09}" fill="${time === "dusk" ? "#F6C37E" : "#FFF3D6"}" opacity="0.9"/>`
  }
  const clouds = time === "monsoon" ? 7 : time === "noon" ? 4 : 3
  for (let i = 0; i < clouds; i += 1) {
    const cx = between(r, 0, W)
    const cy = between(r, H * 0.05, H * 0.35)
    const w = between(r, W * 0.08, W * 0.2)
    const fill = time === "monsoon" ? "#7D8A90" : time === "dusk" ? "#E9A98F" : "#FFFFFF"
    out += `<g opacity="${time === "monsoon" ? 0.85 : 0.7}" fill="${fill}"><ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${w * 0.22}"/><ellipse cx="${cx - w * 0.35}" cy="${cy + w * 0.05}" rx="${w * 0.5}" ry="${w * 0.18}"/><ellipse cx="${cx + w * 0.3}" cy="${cy - w * 0.08}" rx="${w * 0.45}" ry="${w * 0.2}"/></g>`
  }
  if (time === "monsoon") {
    let rain = ""
    for (let i = 0; i < 140; i += 1) {
      const x = between(r, 0, W)
      const y = between(r, 0, H)
      rain += `M${x.toFixed(0)} ${y.toFixed(0)}l-8 22`
    }
    out += `<path d="${rain}" stroke="#E8EEF0" stroke-width="1.5" opacity="0.45"/>`
  }
  return out
}

export function hills(W: number, base: number, amp: number, color: string, r: Rand, opacity = 1): string {
  const steps = 6
  let d = `M0 ${base}`
  for (let i = 0; i <= steps; i += 1) {
    const x = (W / steps) * i
    const y = base - between(r, amp * 0.3, amp)
    const cx = x - W / steps / 2
    d += ` Q${cx.toFixed(0)} ${(y - amp * 0.4).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`
  }
  d += ` L${W} ${base + 2000} L0 ${base + 2000} Z`
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`
}

export function ground(W: number, H: number, y: number, color: string): string {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>`
}

export function palm(x: number, y: number, h: number, r: Rand, color: string = P.palm): string {
  const lean = between(r, -0.25, 0.25) * h
  const topX = x + lean
  const topY = y - h
  let fronds = ""
  const count = 7
  for (let i = 0; i < count; i += 1) {
    const angle = -Math.PI + (Math.PI / (count - 1)) * i + between(r, -0.15, 0.15)
    const len = h * between(r, 0.35, 0.5)
    const ex = topX + Math.cos(angle) * len
    const ey = topY + Math.sin(angle) * len * 0.5 + len * 0.35
    const cx = topX + Math.cos(angle) * len * 0.5
    const cy = topY - len * 0.25
    fronds += `<path d="M${topX} ${topY} Q${cx} ${cy} ${ex} ${ey} Q${cx} ${cy + len * 0.18} ${topX} ${topY}" fill="${i % 2 ? color : P.palmLight}"/>`
  }
  return `<g><path d="M${x} ${y} Q${x + lean * 0.2} ${y - h * 0.5} ${topX} ${topY}" stroke="${P.wood}" stroke-width="${Math.max(4, h * 0.035)}" fill="none" stroke-linecap="round"/>${fronds}</g>`
}

export function shrubs(x: number, y: number, w: number, r: Rand): string {
  let out = ""
  for (let i = 0; i < Math.max(2, Math.floor(w / 50)); i += 1) {
    const cx = x + between(r, 0, w)
    const rr = between(r, 14, 30)
    out += `<circle cx="${cx}" cy="${y - rr * 0.5}" r="${rr}" fill="${i % 2 ? P.palmLight : P.grass}"/>`
  }
  return out
}

export function windowRect(x: number, y: number, w: number, h: number, lit: boolean): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lit ? "#F6D58E" : P.glass}" stroke="${P.wood}" stroke-width="3"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${P.wood}" stroke-width="2"/>`
}

/** A sloped Kerala roof over a box: hipped, terracotta, with deep eaves. */
export function roof(x: number, y: number, w: number, h: number, overhang: number, color: string = P.roof): string {
  return `<polygon points="${x - overhang},${y} ${x + w + overhang},${y} ${x + w - w * 0.18},${y - h} ${x + w * 0.18},${y - h}" fill="${color}"/><polygon points="${x - overhang},${y} ${x + w + overhang},${y} ${x + w + overhang},${y + 6} ${x - overhang},${y + 6}" fill="${P.roofDark}"/>`
}

/** Two-storey Kerala villa: sloped roofs at two levels, verandah, big windows. */
export function villa(x: number, base: number, w: number, r: Rand, lit: boolean, line = false): string {
  const f = w / 600
  const h1 = 150 * f
  const h2 = 130 * f
  const fill = line ? "none" : P.wall
  const stroke = line ? `stroke="#1F4E79" stroke-width="2.5"` : ""
  const up = { x: x + w * 0.32, w: w * 0.55 }
  let out = ""
  out += `<rect x="${up.x}" y="${base - h1 - h2}" width="${up.w}" height="${h2}" fill="${fill}" ${stroke}/>`
  out += `<rect x="${x}" y="${base - h1}" width="${w}" height="${h1}" fill="${fill}" ${stroke}/>`
  if (!line) out += `<rect x="${x}" y="${base - h1}" width="${w * 0.3}" height="${h1}" fill="${P.wallShade}"/>`
  const roofColor = line ? "none" : P.roof
  out += line
    ? `<polygon points="${up.x - 30 * f},${base - h1 - h2} ${up.x + up.w + 30 * f},${base - h1 - h2} ${up.x + up.w - 60 * f},${base - h1 - h2 - 70 * f} ${up.x + 60 * f},${base - h1 - h2 - 70 * f}" fill="none" ${stroke}/><polygon points="${x - 40 * f},${base - h1} ${x + w + 40 * f},${base - h1} ${x + w - 50 * f},${base - h1 - 55 * f} ${x + 50 * f},${base - h1 - 55 * f}" fill="none" ${stroke}/>`
    : roof(up.x, base - h1 - h2, up.w, 70 * f, 30 * f, roofColor) + roof(x, base - h1, w, 55 * f, 40 * f, roofColor)
  const win = (wx: number, wy: number, ww: number, wh: number) =>
    line
      ? `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" ${stroke}/>`
      : windowRect(wx, wy, ww, wh, lit && r() > 0.3)
  out += win(up.x + up.w * 0.12, base - h1 - h2 + 30 * f, up.w * 0.3, h2 * 0.55)
  out += win(up.x + up.w * 0.58, base - h1 - h2 + 30 * f, up.w * 0.3, h2 * 0.55)
  out += win(x + w * 0.42, base - h1 + 35 * f, w * 0.22, h1 * 0.5)
  out += win(x + w * 0.72, base - h1 + 35 * f, w * 0.18, h1 * 0.5)
  out += line
    ? `<rect x="${x + w * 0.1}" y="${base - h1 * 0.7}" width="${w * 0.12}" height="${h1 * 0.7}" fill="none" ${stroke}/>`
    : `<rect x="${x + w * 0.1}" y="${base - h1 * 0.7}" width="${w * 0.12}" height="${h1 * 0.7}" fill="${P.wood}"/>`
  for (let i = 0; i < 4; i += 1) {
    const cx = x + w * 0.03 + i * w * 0.09
    out += line
      ? `<line x1="${cx}" y1="${base}" x2="${cx}" y2="${base - h1}" ${stroke}/>`
      : `<rect x="${cx}" y="${base - h1}" width="${7 * f}" height="${h1}" fill="${P.wood}"/>`
  }
  return out
}

/** A multi-storey block: office (glass grid), housing (balconies), school (corridor), clinic. */
export function block(
  x: number,
  base: number,
  w: number,
  floors: number,
  style: "office" | "housing" | "school" | "clinic" | "retail",
  lit: boolean,
  r: Rand,
): string {
  const fh = style === "office" ? 70 : 80
  const h = floors * fh
  const wallColor = style === "office" ? "#DDE6E6" : P.wall
  let out = `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wallColor}"/>`
  out += `<rect x="${x + w * 0.78}" y="${base - h}" width="${w * 0.22}" height="${h}" fill="${P.wallShade}" opacity="0.6"/>`
  for (let f = 0; f < floors; f += 1) {
    const y = base - h + f * fh
    if (style === "office") {
      for (let c = 0; c < Math.floor(w / 46); c += 1) {
        out += `<rect x="${x + 8 + c * 46}" y="${y + 10}" width="38" height="${fh - 18}" fill="${lit && r() > 0.5 ? "#F6D58E" : c % 3 ? P.glass : P.glassDark}"/>`
      }
    } else if (style === "retail" && f === 0) {
      for (let c = 0; c < Math.floor(w / 90); c += 1) {
        out += `<rect x="${x + 10 + c * 90}" y="${y + 25}" width="78" height="${fh - 25}" fill="${P.glass}"/><path d="M${x + 6 + c * 90} ${y + 25} l86 0 l-8 -16 l-70 0 z" fill="${c % 2 ? P.accent : P.primary}"/>`
      }
    } else {
      for (let c = 0; c < Math.floor(w / 70); c += 1)
        out += windowRect(x + 16 + c * 70, y + 18, 40, fh - 36, lit && r() > 0.5)
      if (style === "housing")
        out += `<rect x="${x - 6}" y="${y + fh - 10}" width="${w + 12}" height="8" fill="${P.stone}"/>`
      if (style === "school") out += `<rect x="${x}" y="${y + fh - 12}" width="${w}" height="10" fill="${P.laterite}"/>`
    }
  }
  if (style === "clinic")
    out += `<g transform="translate(${x + w * 0.45} ${base - h - 50})"><rect x="-24" y="8" width="48" height="48" rx="6" fill="#fff"/><rect x="-6" y="14" width="12" height="36" fill="#C0392B"/><rect x="-18" y="26" width="36" height="12" fill="#C0392B"/></g>`
  if (style === "office")
    out += `<rect x="${x - 10}" y="${base - h - 14}" width="${w + 20}" height="14" fill="${P.primaryDark}"/>`
  else out += roof(x, base - h, w, 45, 24)
  return out
}

export function crane(x: number, base: number, h: number, load: string | null): string {
  const arm = h * 0.75
  let out = `<g stroke="${P.accent}" stroke-width="5" fill="none"><line x1="${x}" y1="${base}" x2="${x}" y2="${base - h}"/><line x1="${x - arm * 0.3}" y1="${base - h}" x2="${x + arm}" y2="${base - h}"/><line x1="${x}" y1="${base - h - 40}" x2="${x + arm}" y2="${base - h}"/><line x1="${x}" y1="${base - h - 40}" x2="${x - arm * 0.3}" y2="${base - h}"/></g>`
  for (let y = base; y > base - h; y -= 30)
    out += `<path d="M${x - 8} ${y} L${x + 8} ${y - 30}" stroke="${P.accent}" stroke-width="2"/>`
  out += `<rect x="${x - arm * 0.32}" y="${base - h + 4}" width="40" height="24" fill="${P.concrete}"/>`
  const hx = x + arm * 0.7
  out += `<line x1="${hx}" y1="${base - h}" x2="${hx}" y2="${base - h * 0.45}" stroke="${P.ink}" stroke-width="2"/>`
  if (load) out += load.replace(/__X__/g, String(hx)).replace(/__Y__/g, String(base - h * 0.45))
  return out
}

/** A GFRG wall panel: a long white panel with its hollow cavities showing as ribs. */
export function gfrgPanel(x: number, y: number, w: number, h: number): string {
  let ribs = ""
  for (let i = 1; i < 10; i += 1)
    ribs += `<line x1="${x + (w / 10) * i}" y1="${y + 4}" x2="${x + (w / 10) * i}" y2="${y + h - 4}" stroke="#CFC7B8" stroke-width="3"/>`
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#F7F4EE" stroke="#BDB3A2" stroke-width="2"/>${ribs}`
}

export function scaffold(x: number, base: number, w: number, h: number): string {
  let out = `<g stroke="${P.steel}" stroke-width="3">`
  for (let i = 0; i <= Math.floor(w / 60); i += 1)
    out += `<line x1="${x + i * 60}" y1="${base}" x2="${x + i * 60}" y2="${base - h}"/>`
  for (let j = 0; j <= Math.floor(h / 60); j += 1)
    out += `<line x1="${x}" y1="${base - j * 60}" x2="${x + w}" y2="${base - j * 60}"/>`
  return `${out}</g>`
}

export function mixer(x: number, base: number, s: number): string {
  return `<g transform="translate(${x} ${base}) scale(${s})"><rect x="0" y="-70" width="200" height="40" fill="${P.primary}"/><rect x="150" y="-110" width="60" height="80" rx="8" fill="${P.primaryDark}"/><rect x="160" y="-100" width="36" height="28" fill="${P.glass}"/><ellipse cx="80" cy="-100" rx="70" ry="40" fill="${P.accent}" transform="rotate(-12 80 -100)"/><path d="M30 -120 l100 30 M30 -95 l100 30" stroke="#fff" stroke-width="5" opacity="0.6"/><circle cx="40" cy="-25" r="22" fill="${P.ink}"/><circle cx="170" cy="-25" r="22" fill="${P.ink}"/></g>`
}

export function airplane(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#FFFFFF" stroke="${P.stone}" stroke-width="2"><path d="M0 0 L300 0 Q330 0 340 15 Q330 30 300 30 L0 30 Q-10 15 0 0 Z"/><path d="M120 10 L170 -70 L195 -70 L180 10 Z"/><path d="M120 22 L170 100 L195 100 L180 22 Z"/><path d="M10 5 L-10 -45 L10 -45 L40 5 Z" fill="${P.primary}"/></g>`
}

export function houseboat(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q150 40 300 0 L280 30 Q150 55 20 30 Z" fill="${P.wood}"/><path d="M40 0 Q90 -70 150 -70 Q210 -70 260 0 Z" fill="#C9A46A"/><path d="M60 -10 Q100 -55 150 -55 Q200 -55 240 -10" stroke="${P.wood}" stroke-width="4" fill="none"/></g>`
}
