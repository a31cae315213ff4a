import type { ChildProcess } from 'node:child_process';

/** Sends `message` to a forked benchmark process and resolves with its one answer. */
export function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (answer) => resolve(answer as T));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a benchmark process exited with ${code}`));
    });
    child.send(message as object);
  });
}
