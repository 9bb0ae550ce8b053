import { SESSION_TTL_MS, SessionStore, type Turn } from './sessions';

const turn = (topic: string, at: number): Turn => ({ terms: [topic], facets: {}, topic, score: 1, at });

describe('chat session memory', () => {
  it('keeps only the last turns of a session', () => {
    const store = new SessionStore(10, 2, SESSION_TTL_MS, () => 0);
    for (const t of ['a', 'b', 'c']) store.record('sess_1', turn(t, 0));
    expect(store.turns('sess_1').map((t) => t.topic)).toEqual(['b', 'c']);
  });

  it('forgets a session one hour after its last question', () => {
    let now = 0;
    const store = new SessionStore(10, 4, SESSION_TTL_MS, () => now);
    store.record('sess_1', turn('a', now));
    now = SESSION_TTL_MS;
    expect(store.turns('sess_1')).toHaveLength(1);
    now = SESSION_TTL_MS * 2 + 1;
    expect(store.turns('sess_1')).toEqual([]);
  });

  it('evicts the least recently used session when full', () => {
    const store = new SessionStore(2, 4, SESSION_TTL_MS, () => 0);
    store.record('sess_a', turn('a', 0));
    store.record('sess_b', turn('b', 0));
    store.turns('sess_a'); // a is used again, so b is now the oldest
    store.record('sess_c', turn('c', 0));
    expect(store.size).toBe(2);
    expect(store.turns('sess_b')).toEqual([]);
    expect(store.turns('sess_a')).toHaveLength(1);
    expect(store.turns('sess_c')).toHaveLength(1);
  });
});
