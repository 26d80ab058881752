// The subset of autocannon this benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    duration?: number;
    connections?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
