import type { i18n as I18n } from 'i18next';

import type { RuntimeConfigError } from '@/config/runtime-config';

import styles from './startup-error.module.css';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * The page shown instead of the app when the runtime config file is missing or invalid. Built with plain DOM calls
 * (textContent, addEventListener) because React is not started yet and the CSP forbids inline scripts and styles.
 * Names the file and, when invalid, every bad setting (and why, for an http:// or ws:// endpoint) so the operator can
 * fix the deployment. Also shown when the chunk that checks the file cannot be loaded: never a blank page.
 */
export function renderStartupError(container: HTMLElement, error: RuntimeConfigError, i18n: I18n): void {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'startup', ...options });
  const { problem, url } = error;
  const page = element('main', undefined, styles.page);
  page.setAttribute('aria-labelledby', 'startup-error-title');
  const title = element('h1', t('title'));
  title.id = 'startup-error-title';
  page.append(title);
  if (problem.kind === 'missing') {
    page.append(
      element('p', problem.status ? t('missing', { url, status: problem.status }) : t('missing-network', { url })),
    );
  } else if (problem.kind === 'unreadable') {
    page.append(element('p', t('unreadable', { url })));
  } else if (problem.kind === 'checker-unavailable') {
    page.append(element('p', t('checker-unavailable', { url })));
  } else {
    page.append(element('p', t('invalid', { url })));
    const list = element('ul', undefined, styles.fields);
    for (const field of problem.fields) {
      // Say why for the one rule an operator may not expect: plain http/ws is refused outside localhost.
      list.append(element('li', problem.insecure.includes(field) ? t('insecure', { field }) : field));
    }
    page.append(list);
  }
  page.append(element('p', t('help')));
  const retry = element('button', t('retry'), styles.retry);
  retry.type = 'button';
  retry.addEventListener('click', () => {
    window.location.reload();
  });
  page.append(retry);
  document.title = t('title');
  container.replaceChildren(page);
}
