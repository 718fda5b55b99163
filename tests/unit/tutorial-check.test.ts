import {strict as assert} from 'node:assert';
import {describe, it} from 'node:test';
import {extractCodeBlocks} from '../../scripts/content-check/markdown';
import {checkPythonProject} from '../../scripts/tutorial-check/python-names';
import {fileBlock, reassemble, type TutorialPage} from '../../scripts/tutorial-check/reassemble';

const fence = '```';

function page(file: string, position: number, body: string, isIndex = false): TutorialPage {
  return {file, position, isIndex, blocks: extractCodeBlocks(body)};
}

describe('tutorial reassembly', () => {
  it('appends titled blocks in reading order and honours replace and delete', () => {
    const pages = [
      page('step2.md', 20, `${fence}python title="app/assets.py"\nB = 2\n${fence}\n${fence}python title="app/old.py" delete\n${fence}\n`),
      page(
        'index.md',
        1,
        `${fence}python title="app/assets.py"\nA = 1\n${fence}\n${fence}python title="app/old.py"\nX = 0\n${fence}\n`,
        true,
      ),
      page('step1.md', 10, `${fence}python title="app/defs.py"\nimport dagster\n${fence}\n${fence}bash\nls\n${fence}\n`),
      page('step3.md', 30, `${fence}python title="app/defs.py" replace\nimport dagster as dg\n${fence}\n`),
    ];
    const files = reassemble(pages);
    assert.deepEqual([...files.keys()].sort(), ['app/assets.py', 'app/defs.py']);
    assert.equal(files.get('app/assets.py')!.code, 'A = 1\n\nB = 2\n');
    assert.equal(files.get('app/defs.py')!.code, 'import dagster as dg\n');
  });
  it('ignores blocks without a title', () => {
    assert.equal(fileBlock({lang: 'python', meta: 'showLineNumbers', code: 'x', line: 1}, 'p.md'), null);
    assert.deepEqual(fileBlock({lang: 'python', meta: 'title="a.py" replace', code: 'x', line: 3}, 'p.md'), {
      path: 'a.py',
      operation: 'replace',
      code: 'x',
      source: 'p.md:3',
    });
  });
});

describe('project name checks', () => {
  it('accepts a consistent project', () => {
    const reports = checkPythonProject({
      'src/proj/assets.py': 'import dagster as dg\n\n@dg.asset\ndef a() -> int:\n    return len([x for x in range(3)])\n',
      'src/proj/definitions.py': 'import dagster as dg\nfrom proj.assets import a\n\ndefs = dg.Definitions(assets=[a])\n',
    });
    assert.deepEqual(
      reports.map((r) => [r.path, r.undefinedNames, r.missingImports, r.syntaxError]),
      [
        ['src/proj/assets.py', [], [], undefined],
        ['src/proj/definitions.py', [], [], undefined],
      ],
    );
  });
  it('reports a name used without import, a missing project import and a syntax error', () => {
    const reports = checkPythonProject({
      'proj/assets.py': '@dg.asset\ndef a():\n    return pd.DataFrame()\n',
      'proj/definitions.py': 'from proj.assets import a, b\n',
      'proj/broken.py': 'def oops(:\n',
    });
    const byPath = Object.fromEntries(reports.map((r) => [r.path, r]));
    assert.deepEqual(byPath['proj/assets.py'].undefinedNames, ['dg', 'pd']);
    assert.deepEqual(byPath['proj/definitions.py'].missingImports, ['b from proj.assets']);
    assert.match(byPath['proj/broken.py'].syntaxError ?? '', /^line 1/);
  });
});
