import { type ReactNode } from "react"

/** Line icons for the seven services, drawn inline (no request). */
const ICONS: Record<string, ReactNode> = {
  gfrg: (
    <>
      <rect x="4" y="8" width="24" height="18" rx="1" />
      <path d="M10 8v18M16 8v18M22 8v18M4 14h24" />
      <path d="M2 8 16 2l14 6" />
    </>
  ),
  construction: (
    <>
      <path d="M4 28h24M8 28V12h6v16M18 28V6h6v22" />
      <path d="M18 10h6M18 14h6M18 18h6M8 16h6M8 20h6" />
    </>
  ),
  architecture: (
    <>
      <path d="M3 15 16 4l13 11" />
      <path d="M7 13v15h18V13" />
      <path d="M13 28v-8h6v8" />
    </>
  ),
  structure: (
    <>
      <path d="M6 28V8M16 28V8M26 28V8M4 8h24M4 18h24" />
      <path d="M6 8l10 10M16 8l10 10" />
      <path d="M3 28h26" />
    </>
  ),
  mep: (
    <>
      <path d="M4 10h10a4 4 0 0 1 4 4v14" />
      <path d="M4 16h6a2 2 0 0 1 2 2v10" />
      <path d="M22 4l-4 8h6l-4 8" />
      <circle cx="26" cy="26" r="3" />
    </>
  ),
  management: (
    <>
      <rect x="5" y="5" width="22" height="22" rx="2" />
      <path d="M9 11h6M9 16h10M9 21h8" />
      <path d="m19 10 2 2 4-4" />
    </>
  ),
  documentation: (
    <>
      <path d="M8 3h11l6 6v20H8z" />
      <path d="M19 3v6h6" />
      <path d="M12 15h9M12 19h9M12 23h5" />
      <circle cx="22" cy="24" r="3" />
    </>
  ),
}

export function ServiceIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[icon] ?? ICONS.construction}
    </svg>
  )
}
