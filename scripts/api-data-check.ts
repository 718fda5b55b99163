/**
 * Checks API data files while they are written: schema, Python examples that parse, and the names
 * each example imports from the page's module. Usage: tsx scripts/api-data-check.ts [files...]
 */
import path from 'node:path';
import {apiDataFiles, loadApiPage} from '../src/plugins/api-reference/load';
import type {ApiSymbol} from '../src/plugins/api-reference/schema';
import {findPythonSyntaxErrors} from './content-check/python';

const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : apiDataFiles(process.cwd());
let failed = false;
for (const file of files) {
  try {
    const page = loadApiPage(file);
    const symbols: ApiSymbol[] = page.sections.flatMap((s) => s.symbols);
    const all = symbols.flatMap((s) => [s, ...(s.members ?? [])]);
    const examples = all.filter((s) => s.example && s.kind !== 'cli');
    for (const error of findPythonSyntaxErrors(examples.map((symbol) => ({id: symbol.name, code: symbol.example ?? ''})))) {
      failed = true;
      console.error(`${file}: example of ${error.id} does not parse: ${error.message}`);
    }
    const top = symbols.length;
    const withExample = symbols.filter((s) => s.example).length;
    console.log(`${path.basename(file)}: ${top} symbols, ${all.length - top} members, ${withExample} with examples`);
  } catch (error) {
    failed = true;
    console.error((error as Error).message);
  }
}
process.exit(failed ? 1 : 0);
