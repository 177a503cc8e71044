// autocannon ships no types: only what the benches use.
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
