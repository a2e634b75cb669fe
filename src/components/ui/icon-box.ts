import { theme } from "../../styles/theme"

/**
 * A box that centres one icon or letter: the round avatars, badges and chat button, the rounded
 * icon tiles of the cards. `radius` is "50%" for a circle.
 */
export const iconBox = (size: string, radius: string) => `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  border-radius: ${radius};
`

/** A borderless button holding one icon (the menu, close and submenu buttons); its background is its own. */
export const iconButton = (size: string, radius: string) => `
  ${iconBox(size, radius)}
  border: 0;
  color: ${theme.colors.ink};
  cursor: pointer;
`
