/**
 * The office app: finds out who is signed in, shows the sign-in screen while nobody is, and
 * otherwise the header and the screen the URL names.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import { type MemberView, type SessionView } from "../api-types"
import { failureMessage, getMembers, getSession, onSessionEnded, signOut } from "./api"
import { EnquiryListScreen } from "./EnquiryListScreen"
import { EnquiryScreen } from "./EnquiryScreen"
import { useLoad, useTitle } from "./hooks"
import { MembersScreen } from "./MembersScreen"
import { OverviewScreen } from "./OverviewScreen"
import { PrivacyScreen } from "./PrivacyScreen"
import { Link, navigate, useLocation } from "./router"
import { SetPasswordScreen } from "./SetPasswordScreen"
import { SignIn } from "./SignIn"
import { shortName } from "../../../content/site/company.en.json"

const OFFICE_NAME = `${shortName} Office`
const SESSION_ENDED = "Your session has ended. Please sign in again."

type Route =
  | { name: "list" }
  | { name: "enquiry"; id: number }
  | { name: "overview" }
  | { name: "members" }
  | { name: "privacy" }
  | { name: "set-password" }
  | { name: "not-found" }

/** The screen a path names. */
export function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, "")
  if (path === "/office") return { name: "list" }
  const enquiry = /^\/office\/enquiries\/(\d{1,15})$/.exec(path)
  if (enquiry?.[1]) return { name: "enquiry", id: Number(enquiry[1]) }
  if (path === "/office/overview") return { name: "overview" }
  if (path === "/office/members") return { name: "members" }
  if (path === "/office/privacy") return { name: "privacy" }
  if (path === "/office/set-password") return { name: "set-password" }
  return { name: "not-found" }
}

/** The one-time token in a set-password link's fragment. */
function tokenFrom(hash: string): string {
  const raw = hash.replace(/^#/, "")
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

type Start = { state: "loading" } | { state: "failed"; error: string } | { state: "ready" }

export function App() {
  const { pathname, hash } = useLocation()
  const route = routeOf(pathname)
  const [start, setStart] = useState<Start>({ state: "loading" })
  const [member, setMember] = useState<MemberView | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [fromSignIn, setFromSignIn] = useState(false)

  const begin = useCallback(() => {
    setStart({ state: "loading" })
    getSession().then(
      (session) => {
        setMember(session.member)
        setStart({ state: "ready" })
      },
      (error: unknown) => setStart({ state: "failed", error: failureMessage(error) }),
    )
  }, [])

  useEffect(() => {
    begin()
    onSessionEnded(() => {
      setMember(null)
      setNotice(SESSION_ENDED)
      void getSession().catch(() => undefined)
    })
    return () => onSessionEnded(null)
  }, [begin])

  function signedIn(session: SessionView) {
    setFromSignIn(true)
    setNotice(null)
    setMember(session.member)
    setStart({ state: "ready" })
  }

  function signedOut() {
    setMember(null)
    setNotice(null)
    void getSession().catch(() => undefined)
  }

  if (route.name === "set-password") {
    return (
      <SetPasswordScreen
        token={tokenFrom(hash)}
        onSignedIn={(session) => {
          signedIn(session)
          navigate("/office/", { replace: true })
        }}
      />
    )
  }
  if (start.state === "loading") return <Starting />
  if (start.state === "failed") return <StartFailed error={start.error} onRetry={begin} />
  if (!member) return <SignIn notice={notice} onSignedIn={signedIn} />
  return <SignedIn member={member} route={route} focusHeading={fromSignIn} onSignedOut={signedOut} />
}

function Starting() {
  useTitle("Loading")
  return (
    <main className="narrow" id="content">
      <p role="status">Loading the office…</p>
    </main>
  )
}

function StartFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  useTitle("Unavailable")
  return (
    <main className="narrow" id="content">
      <h1>{OFFICE_NAME}</h1>
      <p role="alert">{error}</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  )
}

interface SignedInProps {
  member: MemberView
  route: Route
  /** Whether to move the focus to the first screen's heading (after signing in). */
  focusHeading: boolean
  onSignedOut: () => void
}

/** Every signed-in screen: the header, then the screen the route names. */
function SignedIn({ member, route, focusHeading, onSignedOut }: SignedInProps) {
  const members = useLoad("members", getMembers)
  const memberList = members.data ?? []
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const shownPath = useRef(focusHeading ? null : pathname)

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const heading = main.current?.querySelector("h1")
    if (!heading) return
    heading.setAttribute("tabindex", "-1")
    heading.focus()
  }, [pathname])

  let screen
  switch (route.name) {
    case "list":
      screen = <EnquiryListScreen members={memberList} />
      break
    case "enquiry":
      screen = <EnquiryScreen key={route.id} id={route.id} members={memberList} />
      break
    case "overview":
      screen = <OverviewScreen />
      break
    case "members":
      screen = <MembersScreen member={member} members={members} />
      break
    case "privacy":
      screen = <PrivacyScreen member={member} />
      break
    default:
      screen = <NotFound />
  }

  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <OfficeHeader member={member} route={route} onSignedOut={onSignedOut} />
      <main id="content" ref={main} tabIndex={-1}>
        {screen}
      </main>
    </>
  )
}

function OfficeHeader({ member, route, onSignedOut }: { member: MemberView; route: Route; onSignedOut: () => void }) {
  const [error, setError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)

  function leave() {
    setLeaving(true)
    setError(null)
    signOut().then(onSignedOut, (failure: unknown) => {
      setLeaving(false)
      setError(failureMessage(failure))
    })
  }

  const links: { href: string; label: string; current: boolean }[] = [
    { href: "/office/", label: "Enquiries", current: route.name === "list" || route.name === "enquiry" },
    { href: "/office/overview", label: "Overview", current: route.name === "overview" },
  ]
  if (member.role === "admin") {
    links.push({ href: "/office/members", label: "Members", current: route.name === "members" })
    links.push({ href: "/office/privacy", label: "Privacy", current: route.name === "privacy" })
  }

  return (
    <header className="office-header">
      <div className="office-header-inner">
        <Link href="/office/" className="office-name">
          {OFFICE_NAME}
        </Link>
        <nav aria-label="Office">
          <ul className="office-nav">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={link.current ? "page" : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="office-member">
          <span className="office-member-name">{member.name}</span>
          <button type="button" onClick={leave} disabled={leaving}>
            {leaving ? "Signing out..." : "Sign out"}
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="error office-header-error">
          {error}
        </p>
      )}
    </header>
  )
}

function NotFound() {
  useTitle("Not found")
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no office page at this address. <Link href="/office/">Go to the enquiries</Link>.
      </p>
    </>
  )
}
