/** A coded page as the stand-in reads it from src/config/legacy-pages.ts. */
export interface StandInPage {
  code: string;
  titleKey: string;
  area: string;
  requiresLogin: boolean;
}

/** A page embedded by path as the stand-in reads it. */
export interface StandInPathPage {
  legacyPath: string;
  titleKey: string;
  requiresLogin: boolean;
}

/** Languages with title files. */
export const LANGUAGES: readonly string[];

/** Reads the legacy page table from the app's source (see page-table.mjs). */
export function readPageTable(source?: string): {
  pages: StandInPage[];
  pathPages: { addressBook: StandInPathPage; surcharge: StandInPathPage };
};

/** Title maps per language (English fills the gaps). */
export function readTitles(): Record<string, Record<string, string>>;
