/** The part of autocannon 9's API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      body?: string | undefined;
      headers?: Record<string, string>;
      /** Per request of a connection's sequence; `context` lives for one pass of the sequence. */
      setupRequest?(req: Request, context: Record<string, unknown>): Request;
    }
    interface Histogram {
      p50: number;
      p90: number;
      p99: number;
      average: number;
      total: number;
    }
    interface Options {
      url: string;
      connections?: number;
      overallRate?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Result {
      latency: Histogram;
      requests: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
