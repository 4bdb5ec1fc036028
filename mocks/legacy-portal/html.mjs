// A tiny HTML template helper for the stand-in: every interpolated value is escaped unless it is already markup made
// by `html` itself, so data can never inject markup.
const RAW = Symbol('raw-html');

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value) {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function render(value) {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && value[RAW]) return value.text;
  return escapeHtml(value);
}

/** Tagged template: `html\`<p>${text}</p>\`` returns markup; arrays are joined, null/undefined/false render nothing. */
export function html(strings, ...values) {
  let text = strings[0];
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1];
  });
  return { [RAW]: true, text };
}

/** The markup string of an `html` result. */
export function toString(markup) {
  return render(markup);
}
