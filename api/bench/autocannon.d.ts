// autocannon ships no types; only what the lead bench uses.
declare module 'autocannon' {
  type Context = Record<string, unknown>;
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Array<
      Request & {
        setupRequest?: (req: Request, context: Context) => Request;
        onResponse?: (status: number, body: string, context: Context) => void;
      }
    >;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    duration: number;
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
