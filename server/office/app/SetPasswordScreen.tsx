/** Setting a password from a one-time link (/office/set-password#<token>), which also signs in. */
import { type FormEvent, useState } from "react"
import { type SessionView } from "../api-types"
import { failureMessage, setPassword } from "./api"
import { useTitle } from "./hooks"

const MIN_LENGTH = 12

interface SetPasswordScreenProps {
  token: string
  onSignedIn: (session: SessionView) => void
}

export function SetPasswordScreen({ token, onSignedIn }: SetPasswordScreenProps) {
  useTitle("Set your password")
  const [password, setPasswordText] = useState("")
  const [repeat, setRepeat] = useState("")
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (password !== repeat) {
      setError("The passwords do not match.")
      return
    }
    if (password.length < MIN_LENGTH) {
      setError(`The password needs at least ${MIN_LENGTH} characters.`)
      return
    }
    setSending(true)
    setError(null)
    setPassword(token, password).then(onSignedIn, (failure: unknown) => {
      setSending(false)
      setError(failureMessage(failure))
    })
  }

  return (
    <main className="narrow" id="content">
      <h1>Set your password</h1>
      {token ? (
        <>
          <div role="alert" className={error ? "error" : undefined}>
            {error}
          </div>
          <form className="stack" onSubmit={submit}>
            <div className="field">
              <label htmlFor="new-password">New password</label>
              <p className="hint" id="password-hint">
                At least 12 characters, not a common password.
              </p>
              <input
                id="new-password"
                type="password"
                autoComplete="new-password"
                aria-describedby="password-hint"
                required
                value={password}
                onChange={(event) => setPasswordText(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="repeat-password">Repeat the password</label>
              <input
                id="repeat-password"
                type="password"
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
              />
            </div>
            <div>
              <button type="submit" className="primary" disabled={sending}>
                {sending ? "Saving..." : "Set password and sign in"}
              </button>
            </div>
          </form>
        </>
      ) : (
        <p role="alert" className="error">
          This link is incomplete. Open the whole link you were sent, or ask an admin for a new one.
        </p>
      )}
    </main>
  )
}
