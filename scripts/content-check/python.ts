import {defaultPython, runPythonJson} from '../lib/python';

export interface PythonSource {
  id: string;
  code: string;
}

export interface PythonSyntaxError {
  id: string;
  message: string;
}

const CHECKER = `
import ast, json, sys
errors = []
for item in json.load(sys.stdin):
    try:
        ast.parse(item["code"])
    except SyntaxError as e:
        errors.append({"id": item["id"], "message": f"line {e.lineno}: {e.msg}"})
json.dump(errors, sys.stdout)
`;

/** Parses every block with CPython's own parser in one process, so thousands of blocks cost one start-up. */
export function findPythonSyntaxErrors(sources: PythonSource[], python = defaultPython()): PythonSyntaxError[] {
  if (sources.length === 0) return [];
  return runPythonJson<PythonSyntaxError[]>(CHECKER, sources, 'check Python examples', python);
}

export interface ModuleNameUse {
  id: string;
  module: string;
  name: string;
  line: number;
}

const NAME_COLLECTOR = `
import ast, json, sys
data = json.load(sys.stdin)
modules = set(data["modules"])
uses = []
for item in data["sources"]:
    try:
        tree = ast.parse(item["code"])
    except SyntaxError:
        continue
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in modules and node.level == 0:
            for alias in node.names:
                uses.append({"id": item["id"], "module": node.module, "name": alias.name, "line": node.lineno})
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    aliases[alias.asname or alias.name] = alias.name
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            uses.append({"id": item["id"], "module": aliases[node.value.id], "name": node.attr, "line": node.lineno})
json.dump(uses, sys.stdout)
`;

/**
 * The names each block takes from the given modules: `from dagster import X` and `dg.X` after
 * `import dagster as dg`. One CPython process for all blocks, like the syntax check.
 */
export function findModuleNameUses(sources: PythonSource[], modules: string[], python = defaultPython()): ModuleNameUse[] {
  if (sources.length === 0 || modules.length === 0) return [];
  return runPythonJson<ModuleNameUse[]>(NAME_COLLECTOR, {sources, modules}, 'collect imported names', python);
}
