// A linter the lint rules' tests keep open: one ESLint with the repository's config, loaded once,
// that lints each JSON line {"file", "code"} read from stdin as if the code were that file, and
// answers a JSON line of its messages. Starting the ESLint CLI per sample cost about 2 s each.
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
for await (const line of createInterface({ input: process.stdin })) {
  const { file, code } = JSON.parse(line);
  const [result] = await eslint.lintText(code, { filePath: file });
  process.stdout.write(`${JSON.stringify(result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })))}\n`);
}
