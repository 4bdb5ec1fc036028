// Behaviour of every stand-in page: the legacy bridge protocol (docs/areas/legacy-bridge.md). Messages go to the portal's
// exact origin (from <meta name="portal-origin">, set by the server's PORTAL_ORIGIN), never '*', and messages are
// accepted only from that origin and from the parent window.
import { HOST_MESSAGE, LEGACY_MESSAGE, parseHostMessage } from './protocol.js';

const portalOrigin = document.querySelector('meta[name="portal-origin"]')?.getAttribute('content') ?? '';
const embedded = window.parent !== window;
const root = document.getElementById('legacy-page');
const requiresLogin = document.body.dataset.requiresLogin === 'true';
const content = document.querySelector('[data-page-content]');
const loginNotice = document.querySelector('[data-login-notice]');
const guideLink = document.querySelector('[data-guide-link]');

function post(message) {
  if (embedded && portalOrigin) window.parent.postMessage(message, portalOrigin);
}

const startLoading = () => post({ type: LEGACY_MESSAGE.LOADING, isLoading: true });

function reportHeight() {
  if (root) post({ type: LEGACY_MESSAGE.RESIZE, bodyHeight: Math.ceil(root.getBoundingClientRect().height) });
}

startLoading();
if (root) new ResizeObserver(reportHeight).observe(root);
window.addEventListener('load', () => post({ type: LEGACY_MESSAGE.LOADING, isLoading: false }));

// Opened on its own (not framed by the portal): show everything; the portal's login does not apply here.
if (!embedded && content) content.hidden = false;
// Framed: the portal shows the title and the frame around it, so the page's own masthead and title are only kept for
// assistive technology (legacy.css .embedded).
if (embedded) document.documentElement.classList.add('embedded');

function applyLoginState(loggedIn) {
  if (!requiresLogin || !content) return;
  content.hidden = !loggedIn;
  if (loginNotice) loginNotice.hidden = loggedIn;
  if (!loggedIn) post({ type: LEGACY_MESSAGE.REDIRECT_TO_LOGIN });
}

function applyGuide(guide) {
  if (!guideLink) return;
  const href = guide?.documentGuide || guide?.video || '';
  guideLink.hidden = href === '';
  if (href) guideLink.setAttribute('href', href);
  document.documentElement.classList.toggle('has-guide', href !== '');
}

window.addEventListener('message', (event) => {
  if (!embedded || event.origin !== portalOrigin || event.source !== window.parent) return;
  const message = parseHostMessage(event.data);
  if (!message) return;
  if (message.type === HOST_MESSAGE.LOGIN_STATE) applyLoginState(message.loggedIn);
  if (message.type === HOST_MESSAGE.UPDATE_GUIDE_URL) applyGuide(message.guide);
  // Every answer carries the current height: it also tells the portal this frame is still on the legacy host.
  reportHeight();
});

const ACTIONS = {
  'promote-shipment-overview': LEGACY_MESSAGE.PROMOTE_SHIPMENT_OVERVIEW,
  'redirect-to-schedule': LEGACY_MESSAGE.REDIRECT_TO_SCHEDULE,
  'central-login': LEGACY_MESSAGE.REDIRECT_TO_LOGIN,
};

document.addEventListener('click', (event) => {
  const target =
    event.target instanceof Element ? event.target.closest('a[href], button[data-action], button[data-toggle]') : null;
  if (!target) return;
  if (target instanceof HTMLButtonElement && target.hasAttribute('data-toggle')) {
    // Show or hide a list in place: the height changes without a reload (the ResizeObserver reports it).
    const list = document.getElementById(target.getAttribute('aria-controls') ?? '');
    if (!list) return;
    const expanded = target.getAttribute('aria-expanded') === 'true';
    target.setAttribute('aria-expanded', String(!expanded));
    list.hidden = expanded;
    target.firstChild.textContent = expanded ? 'Show events' : 'Hide events';
    return;
  }
  if (target instanceof HTMLButtonElement) {
    const type = ACTIONS[target.dataset.action ?? ''];
    if (type) post({ type });
    return;
  }
  if (target.hasAttribute('data-navigate')) {
    if (!embedded) return;
    event.preventDefault();
    post({ type: LEGACY_MESSAGE.NAVIGATE, pathName: target.getAttribute('data-navigate') });
    return;
  }
  if (target.hasAttribute('data-download')) {
    // Like the classic portal: announce the download, then the link click reports loading as every link does; the
    // portal skips that loading state, so no spinner flashes while the page stays.
    post({ type: LEGACY_MESSAGE.DOWNLOAD });
    startLoading();
    return;
  }
  const url = new URL(target.href, window.location.href);
  if (url.origin === window.location.origin && !target.target && url.hash === '') startLoading();
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.hasAttribute('data-demo-form')) {
    event.preventDefault();
    const result = form.querySelector('[data-demo-result]');
    if (result) result.textContent = 'Demo portal: your input was checked and nothing was sent.';
    return;
  }
  startLoading();
});
