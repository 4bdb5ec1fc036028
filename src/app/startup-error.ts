import type { i18n as I18n } from 'i18next';

import type { MockBackendError } from '@/app/mock-backend-start';
import type { RuntimeConfigError } from '@/config/runtime-config';

import styles from './startup-error.module.css';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What is wrong with the runtime config file, and the operator's help line. */
function configProblemParts(error: RuntimeConfigError, t: Translate): HTMLElement[] {
  const { problem, url } = error;
  if (problem.kind === 'missing') {
    return [
      element('p', problem.status ? t('missing', { url, status: problem.status }) : t('missing-network', { url })),
    ];
  }
  if (problem.kind === 'unreadable') return [element('p', t('unreadable', { url }))];
  if (problem.kind === 'checker-unavailable') return [element('p', t('checker-unavailable', { url }))];
  const list = element('ul', undefined, styles.fields);
  for (const field of problem.fields) {
    // Say why for the one rule an operator may not expect: plain http/ws is refused outside localhost.
    list.append(element('li', problem.insecure.includes(field) ? t('insecure', { field }) : field));
  }
  return [element('p', t('invalid', { url })), list];
}

/**
 * The namespace of the mock build's start-up messages: not part of the shell's bundled English (a production build
 * never shows them), so whoever renders a {@link MockBackendError} loads it first (main.tsx).
 */
export const MOCK_STARTUP_NAMESPACE = 'startup-mock';

/** Why the mock build's in-browser backend did not start, and what the user can change in the browser. */
function mockProblemParts(error: MockBackendError, i18n: I18n): HTMLElement[] {
  const t: Translate = (key, options) => i18n.t(key, { ns: MOCK_STARTUP_NAMESPACE, ...options });
  const reason = error.problem === 'worker' ? t('worker', { detail: error.detail }) : t(error.problem);
  return [element('p', reason), element('p', t('help'))];
}

/**
 * The page shown instead of the app when the runtime config file is missing or invalid, or when a mock build's
 * in-browser backend cannot start (no service workers, storage refused; app/mock-backend-start.ts). Built with plain DOM calls
 * (textContent, addEventListener) because React is not started yet and the CSP forbids inline scripts and styles.
 * Names the file and, when invalid, every bad setting (and why, for an http:// or ws:// endpoint) so the operator can
 * fix the deployment. Also shown when the chunk that checks the file cannot be loaded: never a blank page.
 */
export function renderStartupError(
  container: HTMLElement,
  error: RuntimeConfigError | MockBackendError,
  i18n: I18n,
): void {
  const t: Translate = (key, options) => i18n.t(key, { ns: 'startup', ...options });
  const page = element('main', undefined, styles.page);
  page.setAttribute('aria-labelledby', 'startup-error-title');
  const title = element('h1', t('title'));
  title.id = 'startup-error-title';
  page.append(title);
  // By name, not instanceof: the class stays out of the shell of a production build, which has no mock backend.
  if (error.name === 'MockBackendError') {
    page.append(...mockProblemParts(error as MockBackendError, i18n));
  } else {
    page.append(...configProblemParts(error as RuntimeConfigError, t), element('p', t('help')));
  }
  const retry = element('button', t('retry'), styles.retry);
  retry.type = 'button';
  retry.addEventListener('click', () => {
    window.location.reload();
  });
  page.append(retry);
  document.title = t('title');
  container.replaceChildren(page);
}
