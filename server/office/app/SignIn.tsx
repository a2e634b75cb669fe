/** The sign-in screen, shown for every office page while nobody is signed in. */
import { type FormEvent, useState } from "react"
import { type SessionView } from "../api-types"
import { failureMessage, signIn } from "./api"
import { useTitle } from "./hooks"

interface SignInProps {
  /** Why the member is here again (an ended session), if so. */
  notice: string | null
  onSignedIn: (session: SessionView) => void
}

export function SignIn({ notice, onSignedIn }: SignInProps) {
  useTitle("Sign in")
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(null)
    signIn(email.trim(), password).then(
      (session) => {
        if (session.member) {
          onSignedIn(session)
          return
        }
        setSending(false)
        setError("Signing in did not work. Please try again.")
      },
      (failure: unknown) => {
        setSending(false)
        setError(failureMessage(failure))
      },
    )
  }

  const message = error ?? notice
  return (
    <main className="narrow" id="content">
      <h1>Office sign-in</h1>
      <div role="alert" className={message ? "error" : undefined}>
        {message}
      </div>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="sign-in-email">E-mail</label>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password">Password</label>
          <input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div>
          <button type="submit" className="primary" disabled={sending}>
            {sending ? "Signing in..." : "Sign in"}
          </button>
        </div>
      </form>
    </main>
  )
}
