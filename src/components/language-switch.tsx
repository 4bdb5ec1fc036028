/** The header's language switch (issue 4 section 4). Placeholder until the i18n work lands: renders nothing. */
export function LanguageSwitch() {
  return null;
}
