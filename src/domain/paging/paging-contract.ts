import { PAGE_SIZES } from '@/config/limits';
import { z } from '@/config/zod-mini';

/*
 * Server-side paging of the carrier's list calls (docs/requirements.md §9: page sizes 10/20/30/50, default 10, first
 * page 1), written once for every list contract on zod/mini.
 */

/**
 * The query fields of a paged list call, to spread into its params schema: `page` (1-based, default 1) and `pageSize`
 * (one of PAGE_SIZES, default `defaultPageSize`); both may arrive as query-string texts.
 */
export function pageQueryShapeOf(defaultPageSize: (typeof PAGE_SIZES)[number]) {
  return {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    pageSize: z._default(
      z.coerce.number().check(
        z.int(),
        z.refine((size) => (PAGE_SIZES as readonly number[]).includes(size), `one of ${PAGE_SIZES.join(', ')}`),
      ),
      defaultPageSize,
    ),
  };
}

/** {@link pageQueryShapeOf} with the portal's default page size, 10. */
export const pageQueryShape = pageQueryShapeOf(10);

/**
 * The paging fields of a list answer, to spread into its response schema: `totalCount` (rows over all pages), `page`
 * and `pageSize` as served.
 */
export const pageAnswerShape = {
  totalCount: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.number().check(z.int()),
};
