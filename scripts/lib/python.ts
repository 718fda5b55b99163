import {spawnSync} from 'node:child_process';

/** The interpreter the checks use: `PYTHON` when set, for a machine whose Python 3 has another name. */
export const defaultPython = (): string => process.env.PYTHON ?? 'python3';

/**
 * Runs a Python script that reads JSON on stdin and writes JSON on stdout, in one process however much
 * it checks. `task` names the job in error messages.
 */
export function runPythonJson<T>(script: string, input: unknown, task: string, python = defaultPython()): T {
  const result = spawnSync(python, ['-c', script], {input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.error) throw new Error(`Could not run ${python} to ${task}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${python} failed to ${task}:\n${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}
