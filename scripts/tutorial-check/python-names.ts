import {defaultPython, runPythonJson} from '../lib/python';

export interface PythonFileReport {
  path: string;
  syntaxError?: string;
  undefinedNames: string[];
  /** `from <module> import <name>` where the module is a file of the same project but lacks the name. */
  missingImports: string[];
}

/**
 * Checks a reassembled project: each file parses, every name it reads is bound somewhere in the
 * file (import, definition, assignment, parameter) or is a builtin, and names imported from the
 * project's own modules exist at their top level.
 */
const CHECKER = String.raw`
import ast, builtins, json, sys

files = json.load(sys.stdin)
BUILTINS = set(dir(builtins)) | {"__file__", "__name__", "__doc__"}

def module_name(path):
    parts = path[:-3].split("/") if path.endswith(".py") else None
    if parts is None:
        return None
    if parts[-1] == "__init__":
        parts = parts[:-1]
    if parts and parts[0] == "src":
        parts = parts[1:]
    return ".".join(parts)

trees, errors = {}, {}
for path, code in files.items():
    if not path.endswith(".py"):
        continue
    try:
        trees[path] = ast.parse(code)
    except SyntaxError as e:
        errors[path] = f"line {e.lineno}: {e.msg}"

def bound_names(tree):
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.alias):
            pass
        elif hasattr(ast, "MatchAs") and isinstance(node, ast.MatchAs) and node.name:
            names.add(node.name)
    return names

def top_level_names(tree):
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for sub in ast.walk(target):
                    if isinstance(sub, ast.Name):
                        names.add(sub.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
    return names

modules = {module_name(p): p for p in trees}
reports = []
for path, code in files.items():
    if not path.endswith(".py"):
        continue
    report = {"path": path, "undefinedNames": [], "missingImports": []}
    if path in errors:
        report["syntaxError"] = errors[path]
        reports.append(report)
        continue
    tree = trees[path]
    bound = bound_names(tree) | BUILTINS
    used = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)})
    report["undefinedNames"] = [n for n in used if n not in bound]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            target = node.module
            if node.level:
                base = (module_name(path) or "").split(".")
                base = base[: len(base) - node.level + (1 if path.endswith("__init__.py") else 0)]
                target = ".".join(base + [node.module])
            if target in modules:
                available = top_level_names(trees[modules[target]])
                for alias in node.names:
                    if alias.name != "*" and alias.name not in available and (target + "." + alias.name) not in modules:
                        report["missingImports"].append(f"{alias.name} from {target}")
    reports.append(report)
json.dump(reports, sys.stdout)
`;

export function checkPythonProject(files: Record<string, string>, python = defaultPython()): PythonFileReport[] {
  return runPythonJson<PythonFileReport[]>(CHECKER, files, 'check a tutorial project', python);
}
