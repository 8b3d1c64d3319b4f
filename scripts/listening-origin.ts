import type { ChildProcess } from 'node:child_process';

/**
 * The socket a started server (the API, the site) reports in its start line, '… (listening at
 * http://127.0.0.1:PORT)', read from its output; rejects with that output if it exits first.
 * Needs LOG_LEVEL info or below.
 */
export function listeningOrigin(server: ChildProcess, name: string): Promise<string> {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /\(listening at (http:\/\/127\.0\.0\.1:\d+)\)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output}`)));
  });
}
