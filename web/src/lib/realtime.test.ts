import { describe, expect, it } from 'vitest';
import { backoffMs, socketUrl } from './realtime';

describe('realtime client', () => {
  it('makes a same-origin socket URL of a path, and keeps a full one', () => {
    expect(socketUrl('/ws', 'a b', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws?token=a%20b');
    expect(socketUrl('/ws', 't', { protocol: 'https:', host: 'demo.example.com' })).toBe('wss://demo.example.com/ws?token=t');
    expect(socketUrl('wss://abc.execute-api.us-east-1.amazonaws.com/live', 't', { protocol: 'https:', host: 'x' })).toBe(
      'wss://abc.execute-api.us-east-1.amazonaws.com/live?token=t',
    );
  });

  it('backs off 1, 2, 4 … seconds up to 30', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
