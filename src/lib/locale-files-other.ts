/**
 * The Korean, Japanese and Chinese string files (src/locales/{ko,ja,zh}/<namespace>.json), one lazy chunk each, keyed
 * by their path relative to src/lib ('../locales/ko/booking.json'). A chunk of its own that ./i18n.ts imports on the
 * first string it needs in one of those languages: the shell keeps only the English index, since most first visits
 * read English (the shell's size budget, docs/performance.md "Where the speed machinery lives").
 */
export const otherLanguageFiles = import.meta.glob<Record<string, unknown>>('../locales/{ko,ja,zh}/*.json', {
  import: 'default',
});
