import { describe, expect, it } from 'vitest';
import { isLoopbackTwin } from './loopback-twin';

describe('isLoopbackTwin', () => {
  it.each([
    ['http://localhost:3000', '127.0.0.1:3000'],
    ['http://localhost:3000', '[::1]:3000'],
    ['http://127.0.0.1:3000', 'localhost:3000'],
    ['http://localhost', '127.0.0.1'],
  ])('%s has %s as its twin', (origin, host) => {
    expect(isLoopbackTwin(origin, host)).toBe(true);
  });

  it.each([
    ['http://localhost:3000', 'localhost:3000', 'the origin itself'],
    ['http://localhost:3000', '127.0.0.1:4321', 'another port (the dev server proxying)'],
    ['http://localhost:3000', 'bb.example:3000', 'another machine'],
    ['https://bb.example', '127.0.0.1', 'a public origin'],
    ['http://localhost:3000', undefined, 'no Host'],
    ['http://localhost:3000', 'a b', 'a Host that is no host'],
  ])('%s does not take %s (%s)', (origin, host, _case) => {
    expect(isLoopbackTwin(origin, host)).toBe(false);
  });
});
