// The part of autocannon 9's API the cluster test uses (the package ships no types).
declare module "autocannon" {
  type Result = { requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number; "2xx": number };
  type Options = { url: string; connections?: number; duration?: number; amount?: number; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
