import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import {
  configFromEnv,
  getRuntimeConfig,
  loadRuntimeConfigFile,
  RUNTIME_CONFIG_URL,
  RuntimeConfigError,
  setRuntimeConfig,
} from '@/config/runtime-config';

import { server } from '../../mocks/node';

// jsdom's fetch needs an absolute URL; the app fetches the same path relative to the page.
const URL_OF_FILE = new URL(RUNTIME_CONFIG_URL, window.location.origin).href;

const validFile = {
  apiBaseUrl: 'https://api.one-line.example/api',
  legacyApiBaseUrl: '/ecom-api',
  authUrl: 'https://auth.one-line.example/oauth',
  sseUrl: '/api/v1/notifications/stream',
  socketUrl: 'wss://push.one-line.example/socket',
  featureFlagRelayUrl: '/flags',
  geolocationUrl: '/geo',
  legacyOrigin: 'https://ecom.one-line.example',
};

function serveFile(body: Record<string, unknown> | string, status = 200) {
  server.use(
    http.get(URL_OF_FILE, () =>
      typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

async function problemOf(promise: Promise<unknown>) {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RuntimeConfigError);
  return (error as RuntimeConfigError).problem;
}

afterEach(() => {
  setRuntimeConfig(configFromEnv());
});

describe('runtime config file', () => {
  it('loads a valid file and fills in the optional settings', async () => {
    serveFile(validFile);
    await expect(loadRuntimeConfigFile(URL_OF_FILE)).resolves.toEqual({
      ...validFile,
      requestDateSecret: '',
      scheduleRedirectWeeks: 4,
      eFinanceSurveyIntervalMinutes: 2_592_000,
      webVitalsUrl: '',
    });
  });

  it('takes the e-finance survey interval in whole minutes >= 0 and refuses anything else', async () => {
    // Builds that read .env (development, mock builds, tests) take the spec's figure.
    expect(configFromEnv().eFinanceSurveyIntervalMinutes).toBe(2_592_000);
    for (const minutes of [0, 43_200, 2_592_000]) {
      serveFile({ ...validFile, eFinanceSurveyIntervalMinutes: minutes });
      await expect(loadRuntimeConfigFile(URL_OF_FILE)).resolves.toMatchObject({
        eFinanceSurveyIntervalMinutes: minutes,
      });
    }
    for (const minutes of [-1, 1.5, '43200', null]) {
      serveFile({ ...validFile, eFinanceSurveyIntervalMinutes: minutes });
      expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({
        kind: 'invalid',
        fields: ['eFinanceSurveyIntervalMinutes'],
        insecure: [],
      });
    }
  });

  it('reports a missing file with its HTTP status', async () => {
    serveFile('Not Found', 404);
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({ kind: 'missing', status: 404 });
  });

  it('reports a network failure as missing with status 0', async () => {
    server.use(http.get(URL_OF_FILE, () => HttpResponse.error()));
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({ kind: 'missing', status: 0 });
  });

  it('reports a file that is not JSON', async () => {
    serveFile('apiBaseUrl=/api');
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({ kind: 'unreadable' });
  });

  it('names every missing or invalid setting', async () => {
    serveFile({
      ...validFile,
      apiBaseUrl: undefined,
      authUrl: '//auth.example', // protocol-relative: refused
      socketUrl: 'https://push.example/socket', // not ws(s)
      legacyOrigin: 'https://ecom.one-line.example/', // a URL, not an exact origin
      scheduleRedirectWeeks: 0,
    });
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({
      kind: 'invalid',
      fields: ['apiBaseUrl', 'authUrl', 'socketUrl', 'legacyOrigin', 'scheduleRedirectWeeks'],
      insecure: [],
    });
  });

  it('refuses plain http:// and ws:// endpoints outside localhost, naming them as insecure', async () => {
    serveFile({
      ...validFile,
      apiBaseUrl: 'http://api.one-line.example/api',
      socketUrl: 'ws://push.one-line.example/socket',
      legacyOrigin: 'http://ecom.one-line.example',
      geolocationUrl: 'http://localhost.one-line.example/geo', // a look-alike of localhost is not localhost
      webVitalsUrl: 'http://rum.one-line.example/web-vitals',
    });
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE))).toEqual({
      kind: 'invalid',
      fields: ['apiBaseUrl', 'socketUrl', 'geolocationUrl', 'legacyOrigin', 'webVitalsUrl'],
      insecure: ['apiBaseUrl', 'socketUrl', 'geolocationUrl', 'legacyOrigin', 'webVitalsUrl'],
    });
  });

  it('accepts http:// and ws:// on this machine (localhost, 127.x.x.x, [::1])', async () => {
    const local = {
      ...validFile,
      apiBaseUrl: 'http://127.0.0.1:4681/api',
      authUrl: 'http://localhost:8080/auth',
      socketUrl: 'ws://[::1]:8081/socket',
      legacyOrigin: 'http://127.0.0.1:4682',
    };
    serveFile(local);
    await expect(loadRuntimeConfigFile(URL_OF_FILE)).resolves.toMatchObject(local);
  });

  it('reports a schema chunk that cannot be fetched as a start-up problem, not an unknown error', async () => {
    serveFile(validFile);
    const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await problemOf(loadRuntimeConfigFile(URL_OF_FILE, chunkFailure))).toEqual({ kind: 'checker-unavailable' });
  });

  it('is read lazily: getRuntimeConfig returns what the loader set', () => {
    const config = { ...configFromEnv(), apiBaseUrl: 'https://api.example/api' };
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);
  });
});
