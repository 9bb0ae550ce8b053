import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type LintMessage = { ruleId: string | null; line: number; message: string };

const root = path.resolve(__dirname, '../..');

type Waiting = { resolve: (messages: LintMessage[]) => void; reject: (error: Error) => void };

/**
 * Lints code samples as if they were files of the repository, with its ESLint config, in one
 * ESLint process kept open (./eslint-process.mjs) instead of a CLI run per sample (about 2 s
 * each): for the lint rules' tests. The process starts with the first sample, so a test file
 * that fails before linting leaves nothing running; samples are answered in the order sent.
 */
export function openLinter() {
  let child: ChildProcess | undefined;
  const waiting: Waiting[] = [];
  const start = () => {
    const started = spawn(process.execPath, [path.join(__dirname, 'eslint-process.mjs')], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    createInterface({ input: started.stdout! }).on('line', (line) => waiting.shift()?.resolve(JSON.parse(line) as LintMessage[]));
    // ESLint failed to start or crashed (its error is on stderr): every sample still waiting fails.
    started.on('exit', (code) => waiting.splice(0).forEach((w) => w.reject(new Error(`the linter exited (code ${code})`))));
    return started;
  };
  return {
    lint(file: string, code: string): Promise<LintMessage[]> {
      child ??= start();
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child!.stdin!.write(`${JSON.stringify({ file, code })}\n`);
      });
    },
    close(): Promise<void> {
      const running = child;
      if (!running || running.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        running.once('exit', () => resolve());
        running.stdin!.end();
      });
    },
  };
}
