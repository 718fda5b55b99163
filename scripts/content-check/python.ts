import {spawnSync} from 'node:child_process';

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
export function findPythonSyntaxErrors(sources: PythonSource[], python = process.env.PYTHON ?? 'python3'): PythonSyntaxError[] {
  if (sources.length === 0) return [];
  const result = spawnSync(python, ['-c', CHECKER], {input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.error) throw new Error(`Could not run ${python} to check Python examples: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${python} failed while checking Python examples:\n${result.stderr}`);
  return JSON.parse(result.stdout) as PythonSyntaxError[];
}
