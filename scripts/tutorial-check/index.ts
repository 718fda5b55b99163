import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {CollectedPage} from '../content-check/collect';
import type {Problem} from '../content-check/rules';
import {TUTORIAL_FOLDERS} from '../../src/config/sections';
import {checkPythonProject} from './python-names';
import {reassemble, type TutorialPage} from './reassemble';

/** Folders under docs/ that each hold one tutorial project. */
export function tutorialFolders(docsDir: string): string[] {
  const folders: string[] = [...TUTORIAL_FOLDERS.single];
  const series = path.join(docsDir, TUTORIAL_FOLDERS.series);
  if (existsSync(series)) {
    for (const entry of readdirSync(series, {withFileTypes: true})) {
      if (entry.isDirectory()) folders.push(`${TUTORIAL_FOLDERS.series}/${entry.name}`);
    }
  }
  return folders.filter((folder) => existsSync(path.join(docsDir, folder)));
}

export interface TutorialSummary {
  folder: string;
  files: {path: string; lines: number}[];
  problems: Problem[];
}

export function checkTutorial(folder: string, pages: CollectedPage[]): TutorialSummary {
  const prefix = `docs/${folder}/`;
  const tutorialPages: TutorialPage[] = pages
    .filter((page) => page.file.split(path.sep).join('/').startsWith(prefix))
    .map((page) => ({
      file: page.file,
      position: Number(page.page.frontMatter.sidebar_position ?? Number.MAX_SAFE_INTEGER),
      isIndex: page.isIndex && page.file.split(path.sep).join('/') === `${prefix}index.md`,
      blocks: page.page.blocks,
    }));
  const files = reassemble(tutorialPages);
  const problems: Problem[] = [];
  if (![...files.keys()].some((file) => file.endsWith('.py'))) {
    problems.push({file: prefix, message: 'tutorial has no Python file: mark project code blocks with title="path/to/file.py"'});
  }
  const reports = checkPythonProject(Object.fromEntries([...files].map(([file, {code}]) => [file, code])));
  for (const report of reports) {
    const where = files.get(report.path)?.sources.join(', ') ?? '';
    const file = `${prefix}(project) ${report.path}`;
    if (report.syntaxError) problems.push({file, message: `reassembled file does not parse (${report.syntaxError}); blocks from ${where}`});
    for (const name of report.undefinedNames)
      problems.push({file, message: `uses "${name}", which no block defines or imports; blocks from ${where}`});
    for (const missing of report.missingImports)
      problems.push({file, message: `imports ${missing}, which that project file does not define`});
  }
  return {folder, files: [...files].map(([file, {code}]) => ({path: file, lines: code.split('\n').length})), problems};
}
