/** The brand palette (same as src/styles/theme.ts) plus the natural colours of a Kerala scene. */
export const P = {
  primary: "#0E4D45",
  primaryDark: "#0A3A34",
  accent: "#C8602F",
  sand: "#F4EFE6",
  warmWhite: "#FBF9F5",
  ink: "#15201E",
  stone: "#6B7570",
  roof: "#B4532A",
  roofDark: "#8E3F1E",
  wall: "#F3EEE4",
  wallShade: "#DDD4C4",
  glass: "#9CC3C9",
  glassDark: "#5E8E96",
  wood: "#7A4E2D",
  palm: "#2F6B3A",
  palmLight: "#4E8C4A",
  grass: "#6F9F58",
  water: "#4F8FA0",
  laterite: "#A5532E",
  concrete: "#B9B6AE",
  steel: "#556270",
} as const

export type TimeOfDay = "morning" | "noon" | "dusk" | "monsoon"

export const SKIES: Record<TimeOfDay, [string, string, string]> = {
  morning: ["#F6D9B8", "#CFE3E8", "#9CC7D8"],
  noon: ["#E8F2F4", "#B9DCE6", "#7FB8CC"],
  dusk: ["#F2B27A", "#D98A6A", "#5B5F86"],
  monsoon: ["#C9D1D3", "#9DAAB0", "#6F7E86"],
}
