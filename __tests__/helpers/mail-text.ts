/**
 * A raw mail as a person reads it: quoted-printable soft line breaks joined and =XX bytes decoded as
 * UTF-8, so a test can look for "₹20.5 – 25 lakh" in what the office receives.
 */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "")
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"))
  }
  return Buffer.from(bytes).toString("utf8")
}
