import { mainThreadFigures, median, workByKind } from './main-thread';

const meta = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, ms: number, cpuMs = ms / 2) => ({ name: 'RunTask', ph: 'X', pid, tid, dur: ms * 1000, tdur: cpuMs * 1000 });
const committed = (pid: number, url: string) => ({ name: 'FrameCommittedInBrowser', ph: 'I', pid: 99, tid: 99, args: { data: { processId: pid, url, isOutermostMainFrame: true } } });

describe('the main thread of a trace', () => {
  test('adds up the page main thread: all its tasks, and those over 50 ms; nothing of other threads', () => {
    const trace = {
      traceEvents: [
        meta(1, 10, 'CrRendererMain'),
        meta(1, 11, 'Compositor'),
        meta(2, 20, 'CrRendererMain'),
        task(1, 10, 120),
        task(1, 10, 49),
        task(1, 10, 80),
        task(1, 11, 300),
        task(2, 20, 60),
        { name: 'ParseHTML', ph: 'X', pid: 1, tid: 10, dur: 500_000 },
      ],
    };
    expect(mainThreadFigures(JSON.stringify(trace))).toEqual({ busyMs: 249, cpuMs: 125, longTaskMs: 200, longTasks: 2, longestMs: 120 });
  });

  test('a trace without long tasks has its busy time only', () => {
    expect(mainThreadFigures(JSON.stringify([meta(1, 1, 'CrRendererMain'), task(1, 1, 10)]))).toEqual({ busyMs: 10, cpuMs: 5, longTaskMs: 0, longTasks: 0, longestMs: 0 });
  });

  test("weighs the renderer the page was committed to, not a busier one of Chromium's own pages", () => {
    const trace = [
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      committed(2, 'http://127.0.0.1:4173/telefonia'),
      task(1, 10, 900, 400), // chrome://omnibox-popup.top-chrome, started beside the page
      task(2, 20, 300, 200),
    ];
    expect(mainThreadFigures(JSON.stringify(trace))).toMatchObject({ busyMs: 300, cpuMs: 200 });
  });

  test('the median of three is the middle one', () => {
    expect(median([300, 100, 200])).toBe(200);
  });
});

describe('the kinds of work of a load', () => {
  const ev = (name: string, ts: number, ms: number) => ({ name, ph: 'X', pid: 1, tid: 10, ts: ts * 1000, dur: ms * 1000 });
  test("each event counts its own time, less its children's, and the kinds add up to the tasks' time", () => {
    const trace = [
      meta(1, 10, 'CrRendererMain'),
      ev('RunTask', 0, 100),
      ev('ParseHTML', 0, 60), // 60, of which a script of 20 and a style pass of 10
      ev('EvaluateScript', 5, 20),
      ev('UpdateLayoutTree', 30, 10),
      ev('Layout', 70, 25),
      ev('RunTask', 200, 40),
      ev('Paint', 200, 15),
      ev('Layout', 500, 30), // outside any task: not counted
    ];
    expect(workByKind(JSON.stringify(trace))).toEqual({ script: 20, style: 10, layout: 25, paint: 15, parse: 30, other: 40 });
  });
});
