/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_LEGACY_API_BASE_URL?: string;
  readonly VITE_AUTH_URL?: string;
  readonly VITE_SSE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_FEATURE_FLAG_RELAY_URL?: string;
  readonly VITE_GEOLOCATION_URL?: string;
  readonly VITE_LEGACY_ORIGIN?: string;
  readonly VITE_REQUEST_DATE_SECRET?: string;
  readonly VITE_ENABLE_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
