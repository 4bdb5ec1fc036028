import { Navigate, useParams } from 'react-router-dom';

import { findLegacyPage, LEGACY_CODE_PATTERN, LEGACY_HOME_CODE, LEGACY_PAGES_NOW_NATIVE } from '@/config/legacy-pages';
import { paths } from '@/config/paths';
import { LegacyPage } from '@/features/legacy-bridge/components/legacy-page';

/**
 * /ecom/:page where :page is 'CUP_HOM_xxxx.do' (docs/requirements.md §2): the legacy home CUP_HOM_3009 goes to '/', a page
 * the portal now has natively to that page (booking request, shipments), a code outside the legacy page table to /404.
 */
export default function LegacyPageRoute() {
  const { page: fileName = '' } = useParams();
  const code = fileName.endsWith('.do') ? fileName.slice(0, -'.do'.length) : '';
  if (code === LEGACY_HOME_CODE) return <Navigate to={paths.home.href()} replace />;
  const native = LEGACY_PAGES_NOW_NATIVE[code];
  if (native) return <Navigate to={native} replace />;
  const page = LEGACY_CODE_PATTERN.test(code) ? findLegacyPage(code) : undefined;
  if (!page) return <Navigate to={paths.notFound.href()} replace />;
  // A new code mounts a new page (fresh spinner, access check and frame).
  return <LegacyPage key={page.code} page={page} />;
}
