// lib's folders stand in layers: no folder imports one that imports it back, however far round. A file-level
// circle is eslint's (import/no-cycle); this is the folder-level one, where a domain's low part (an
// appointment's record) and its high part (the paths that place one) in one folder would tie every folder
// between them into a knot. A new arrow up fails here with the circle it closes, file by file.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const lib = path.join(root, "lib");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module a file names (types too: a type import ties the folders as much for a reader). */
function specifiers(source: string): string[] {
  const statement =
    /\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  return [...source.matchAll(statement)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The lib folder a specifier of `file` lands in; null outside lib. */
function folderOf(file: string, specifier: string): string | null {
  const target = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (!target || !target.startsWith(lib + path.sep)) return null;
  return path.relative(lib, target).split(path.sep)[0];
}

type Graph = Map<string, Map<string, string>>;

/** folder -> folder, with one file-level import that makes the arrow. */
function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sources(lib)) {
    const from = path.relative(lib, file).split(path.sep)[0];
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const to = folderOf(file, specifier);
      if (!to || to === from || to.endsWith(".ts")) continue;
      const arrows = graph.get(from) ?? new Map<string, string>();
      if (!arrows.has(to)) arrows.set(to, `${path.relative(root, file)} -> ${specifier}`);
      graph.set(from, arrows);
    }
  }
  return graph;
}

/** A circle of folders as its arrows, or null: depth first, the first back edge found. */
export function findCircle(graph: Graph): string[] | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, "open");
    trail.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === "open") {
        const loop = [...trail.slice(trail.indexOf(next)), next];
        return loop.slice(1).map((to, i) => `${loop[i]} -> ${to}: ${graph.get(loop[i])!.get(to)}`);
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe("lib's folders", () => {
  const graph = folderGraph();

  it("are read: the arrows between them are found", () => {
    // A broken reader would find no arrow and no circle.
    const arrows = [...graph.values()].reduce((n, a) => n + a.size, 0);
    expect(arrows).toBeGreaterThan(100);
    expect(graph.get("placement")?.has("record")).toBe(true);
  });

  it("finds a circle where there is one", () => {
    const knot: Graph = new Map([
      ["a", new Map([["b", "a.ts -> ../b"]])],
      ["b", new Map([["c", "b.ts -> ../c"]])],
      ["c", new Map([["a", "c.ts -> ../a"]])],
    ]);
    expect(findCircle(knot)).toEqual([
      "a -> b: a.ts -> ../b",
      "b -> c: b.ts -> ../c",
      "c -> a: c.ts -> ../a",
    ]);
  });

  it("import one another in one direction only", () => {
    expect(findCircle(graph), "a circle of folders").toBeNull();
  });
});
