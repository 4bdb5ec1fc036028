/** Messages the stand-in page sends to the portal (protocol.js). */
export const LEGACY_MESSAGE: Readonly<Record<string, string>>;
/** Messages the portal sends to the stand-in page (protocol.js). */
export const HOST_MESSAGE: Readonly<Record<string, string>>;
/** Validates a message from the portal (protocol.js); null when it is not one of HOST_MESSAGE's shapes. */
export function parseHostMessage(data: unknown): Record<string, unknown> | null;
