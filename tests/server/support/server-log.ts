import { format } from 'node:util';

/** What the server wrote while a capture ran; `stop` puts the streams back. */
export type ServerLog = { text: () => string; stackTraces: () => string[]; stop: () => void };

const ANSI = /\u001b\[[0-9;]*m/g;
/** A frame of a JavaScript stack trace: "    at fn (/path/file.js:10:5)" or "    at /path/file.js:10:5". */
const STACK_FRAME = /^\s+at .*(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/;

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace';
const CONSOLE_METHODS: ConsoleMethod[] = ['log', 'info', 'warn', 'error', 'debug', 'trace'];

/**
 * Records everything the server (running in this process) logs from now on: Nest's logger writes
 * to process.stdout/stderr, libraries to console. The output still reaches the terminal.
 */
export const captureServerLog = (): ServerLog => {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  streams.forEach((stream, index) => {
    const original = writes[index];
    const recording = (chunk: unknown, ...rest: unknown[]): boolean => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
      return (original as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    };
    stream.write = recording;
  });
  const methods = CONSOLE_METHODS.map((name) => [name, console[name]] as const);
  for (const [name, original] of methods) {
    console[name] = (...args: unknown[]) => {
      chunks.push(`${format(...args)}\n`);
      original.apply(console, args);
    };
  }
  const text = () => chunks.join('').replace(ANSI, '');
  return {
    text,
    stackTraces: () =>
      text()
        .split('\n')
        .filter((line) => STACK_FRAME.test(line)),
    stop: () => {
      streams.forEach((stream, index) => (stream.write = writes[index]));
      for (const [name, original] of methods) console[name] = original;
    },
  };
};
