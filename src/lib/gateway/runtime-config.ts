import { setGatewayAddress } from './client';

/**
 * The deployment's own settings, read before the first gateway call: a `config.json` beside index.html
 * points a production build at a gateway without rebuilding it (README, "Deployment"). Without the file
 * the build keeps its env file's address (.env.production).
 *
 *     { "gatewayBase": "https://b2b-gateway.example.com", "gatewayPrefix": "/b2b-gateway/api" }
 */
export interface RuntimeConfig {
  /** The gateway's origin (scheme, host, port), or '' for the page's own. */
  gatewayBase?: string;
  /** The path every call goes under, e.g. /b2b-gateway/api. */
  gatewayPrefix?: string;
}

/** What is wrong with a config file, or null. */
export function configProblem(config: unknown): string | null {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return 'config.json must be a JSON object';
  const { gatewayBase, gatewayPrefix } = config as Record<string, unknown>;
  if (gatewayBase !== undefined) {
    if (typeof gatewayBase !== 'string') return 'gatewayBase must be a string';
    if (gatewayBase !== '' && !/^https?:\/\/[^/]+$/.test(gatewayBase))
      return 'gatewayBase must be an origin such as https://gateway.example.com (no path, no trailing slash)';
  }
  if (gatewayPrefix !== undefined && (typeof gatewayPrefix !== 'string' || !/^(\/[\w.-]+)*$/.test(gatewayPrefix))) {
    return 'gatewayPrefix must be a path such as /b2b-gateway/api (no trailing slash)';
  }
  return null;
}

/** Reads `config.json` and applies it; a missing file keeps the defaults, a wrong one is logged and ignored. */
export async function loadRuntimeConfig(
  defaults: { base: string; prefix: string },
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return;
  }
  if (!response.ok) return;
  let config: unknown;
  try {
    config = await response.json();
  } catch {
    console.error('config.json is not JSON: the gateway stays at', defaults.base + defaults.prefix);
    return;
  }
  const problem = configProblem(config);
  if (problem) {
    console.error(`${problem}: the gateway stays at`, defaults.base + defaults.prefix);
    return;
  }
  const { gatewayBase = defaults.base, gatewayPrefix = defaults.prefix } = config as RuntimeConfig;
  setGatewayAddress({ base: gatewayBase, prefix: gatewayPrefix });
}
