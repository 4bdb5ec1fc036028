import type { Server } from 'node:http';

/** Options of the stand-in server: the new portal's exact origin (postMessage target, CSP frame-ancestors). */
export interface LegacyPortalOptions {
  portalOrigin: string;
}

/** Creates (does not start) the stand-in legacy portal server; see server.mjs. */
export function createLegacyPortalServer(options: LegacyPortalOptions): Server;

/** Starts the stand-in on `port` (default 4174) and `host` (default 127.0.0.1). */
export function startLegacyPortal(options?: { port?: number; host?: string; portalOrigin?: string }): Promise<Server>;
