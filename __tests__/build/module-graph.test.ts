import fs from "fs"
import path from "path"
import ts from "typescript"

/**
 * The shape of the code (docs/architecture.md): the site and its build import only from `src/`
 * (scripts are tools that use the build's code, never the other way round), and no module of
 * `src/` imports itself back through others at run time (a cycle makes the order in which modules
 * are evaluated decide what a value is). Imports of types alone are erased and do not count. And
 * the folders of `src/lib` depend on one another one way only, so each can be read (and moved)
 * without the ones that build on it.
 */
const root = path.resolve(__dirname, "../..")
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

/** The files a module imports at run time: relative specifiers, `import type` and `export type` left out. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const add = (specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return
    const base = path.resolve(path.dirname(file), specifier.text)
    const resolved = [base, ...EXTENSIONS.map((ext) => base + ext)].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    )
    if (resolved) found.push(resolved)
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) add(statement.moduleSpecifier)
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) add(statement.moduleSpecifier)
  }
  return found
}

const siteFiles = [
  ...sourceFiles(path.join(root, "src")),
  ...fs
    .readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(root, name)),
  ...sourceFiles(path.join(root, "plugins")),
]
const graph = new Map(siteFiles.map((file) => [file, runtimeImports(file)]))
const relative = (file: string) => path.relative(root, file)

/** Strongly connected groups of more than one module (Tarjan), or a module importing itself. */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    order.set(node, index)
    low.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!))
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(group.map(relative).sort())
    }
  }
  for (const node of edges.keys()) if (!order.has(node)) visit(node)
  return found
}

describe("the module graph", () => {
  it("reads the site's sources (a walk that found nothing would prove nothing)", () => {
    expect(graph.size).toBeGreaterThan(150)
    expect(graph.get(path.join(root, "src/lib/estimate/rates.ts"))).toContain(
      path.join(root, "src/lib/content-model/estimate-rates.ts"),
    )
  })

  it("has the site and its build import nothing from scripts/ or the tests", () => {
    const outside = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => !target.startsWith(path.join(root, "src") + path.sep))
        // Content is data the build reads: the company's facts, for one.
        .filter((target) => !/^gatsby-|^plugins\/|^content\//.test(relative(target)))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    )
    expect(outside).toEqual([])
  })

  it("has no import cycle in src/ at run time", () => {
    expect(cycles(graph)).toEqual([])
  })

  it("has the folders of src/lib depend on one another one way only", () => {
    const lib = path.join(root, "src/lib") + path.sep
    const folderOf = (file: string) => (file.startsWith(lib) ? path.dirname(file.slice(lib.length)) : null)
    const folders = new Map<string, string[]>()
    for (const [file, imports] of graph) {
      const from = folderOf(file)
      if (!from || from === ".") continue
      const targets = folders.get(from) ?? []
      for (const target of imports) {
        const to = folderOf(target)
        if (to && to !== "." && to !== from && !targets.includes(to)) targets.push(to)
      }
      folders.set(from, targets)
    }
    expect(folders.size).toBeGreaterThanOrEqual(8)
    expect(cycles(folders)).toEqual([])
  })

  it("finds a cycle when there is one", () => {
    const a = "/x/a.ts"
    const b = "/x/b.ts"
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
          ["/x/c.ts", [a]],
        ]),
      ),
    ).toHaveLength(1)
  })
})
