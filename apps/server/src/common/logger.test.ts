import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes control and direction characters of a logged name as escapes, losing nothing', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const name = 'Asha\u001b[2J\r\nRao\u007f\u0085\u202Etxt.exe\u2066';
    createLogger('info', destination).info({ name }, `signed up: ${name}`);
    const [line = ''] = lines;
    expect(line.trimEnd()).not.toMatch(/\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u);
    const logged = JSON.parse(line) as { name: string; msg: string };
    expect(logged.name).toBe(name);
    expect(logged.msg).toBe(`signed up: ${name}`);
  });
});
