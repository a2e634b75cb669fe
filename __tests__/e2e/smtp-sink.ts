/**
 * A real SMTP server on loopback for the browser tests: it accepts every mail and keeps it in
 * memory; GET http://127.0.0.1:<httpPort>/messages lists what arrived (the tests read it).
 */
import http from "http"
import { SMTPServer } from "smtp-server"

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2526)
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2527)
const messages: { from: string; to: string[]; raw: string }[] = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("end", () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      })
      callback()
    })
  },
})
smtp.listen(smtpPort, "127.0.0.1")

http
  .createServer((req, res) => {
    res.setHeader("Content-Type", "application/json")
    res.end(JSON.stringify(req.url === "/messages" ? messages : { status: "ok" }))
  })
  .listen(httpPort, "127.0.0.1", () => console.log(`SMTP sink on ${smtpPort}, inspect on ${httpPort}`))
