import { tapFromTrace } from './tap-trace';

// A trace in Chromium's shape: the page's clock starts at ts 1_000_000 µs (timeOrigin).
const ORIGIN = 1_000_000;
const at = (ms: number) => ORIGIN + ms * 1000;
const PID = 7;
const timing = (type: string, id: number, start: number, duration: number, processingStart: number, processingEnd: number, commitFinishTime?: number) => ({
  name: 'EventTiming',
  ph: 'b',
  pid: PID,
  tid: PID,
  ts: at(start),
  id: `0x${type}`,
  args: { data: { type, interactionId: id, timeStamp: start, duration, processingStart, processingEnd, ...(commitFinishTime === undefined ? {} : { commitFinishTime }) } },
});
const task = (start: number, ms: number) => ({ name: 'RunTask', ph: 'X', pid: PID, tid: PID, ts: at(start), dur: ms * 1000 });
const inside = (name: string, start: number, ms: number, args: Record<string, unknown> = {}) => ({ name, ph: 'X', pid: PID, tid: PID, ts: at(start), dur: ms * 1000, args });
const latency = (id: string, start: number, end: number) => [
  { name: 'EventLatency', ph: 'b', pid: PID, tid: 9, ts: at(start), id2: { local: id } },
  { name: 'EventLatency', ph: 'e', pid: PID, tid: 9, ts: at(end), id2: { local: id } },
];

const trace = {
  traceEvents: [
    // Not an interaction (a hover): never counted.
    timing('pointerover', 0, 1000, 300, 1100, 1101),
    // The tap: pointerdown at 1000 waits for a script task until 1090; the click's frame is committed at 1150 and shown at 1190.
    task(950, 140),
    inside('FunctionCall', 952, 120, { data: { url: 'http://127.0.0.1:1/shell/main.js', functionName: 'performWorkUntilDeadline' } }),
    inside('UpdateLayoutTree', 1075, 12, { elementCount: 640 }),
    timing('pointerdown', 42, 1000, 96, 1090, 1092),
    timing('pointerup', 42, 1004, 92, 1093, 1094),
    timing('click', 42, 1004, 186, 1095, 1120, 1150),
    task(1090, 60),
    inside('EventDispatch', 1095, 25, { data: { type: 'click' } }),
    inside('UpdateLayoutTree', 1121, 20, { elementCount: 300 }),
    inside('Layout', 1141, 8),
    ...latency('a', 1000, 1096),
    ...latency('b', 1004, 1192),
    // A later interaction in the same load is another tap.
    timing('click', 77, 5000, 40, 5001, 5002),
  ],
};

describe('a tap read from a Chromium trace', () => {
  test('its latency is its longest event, with INP’s parts and the compositor’s own figure', () => {
    const tap = tapFromTrace(JSON.stringify(trace));
    expect(tap).toMatchObject({
      interactionId: 42,
      startMs: 1000,
      latencyMs: 186,
      longest: 'click',
      inputDelayMs: 90,
      processingMs: 30,
      presentationDelayMs: 70,
      afterCommitMs: 40,
      compositorMs: 188,
    });
  });

  test('names the task the tap waited for and the rendering before its frame', () => {
    const tap = tapFromTrace(trace)!;
    expect(tap.waitedFor).toEqual([{ fromTapMs: -50, durationMs: 140, work: 'script 120 · style 12 · other 8', source: '/shell/main.js performWorkUntilDeadline; 640 elements restyled' }]);
    expect(tap.beforePaint).toEqual([{ fromTapMs: 90, durationMs: 60, work: 'script 25 · style 20 · layout 8 · other 7', source: '300 elements restyled' }]);
  });

  test('picks the interaction nearest the pointerdown the page saw', () => {
    expect(tapFromTrace(trace, 5000)).toMatchObject({ interactionId: 77, latencyMs: 40 });
  });

  test('a trace without an interaction has no tap', () => {
    expect(tapFromTrace({ traceEvents: [timing('pointerover', 0, 10, 20, 11, 12)] })).toBeNull();
  });
});
