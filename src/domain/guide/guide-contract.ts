import { z } from '@/config/zod-mini';

/** One subtitle track of a guide video (docs/requirements.md §3): `lang` is a BCP 47 code ('en', 'ko'), `src` a WebVTT URL. */
export const guideSubtitleSchema = z.object({
  lang: z.string().check(z.minLength(2)),
  src: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  isDefault: z.boolean(),
});
/** See {@link guideSubtitleSchema}. */
export type GuideSubtitle = z.infer<typeof guideSubtitleSchema>;

/** A guide video (docs/requirements.md §3 "Guide video item"): `thumbnail` and `url` are URLs; `code` is also its guide id. */
export const guideVideoSchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  thumbnail: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  subTitles: z.array(guideSubtitleSchema),
});
/** See {@link guideVideoSchema}. */
export type GuideVideo = z.infer<typeof guideVideoSchema>;

/**
 * The video guide of one menu (docs/requirements.md §3): `menuCode` is a menu item id (config/menu.ts) or a legacy page code;
 * `video` and `documentGuide` are URLs; `videos` (our addition) lists the menu's guide videos for the video library.
 */
export const menuGuideSchema = z.object({
  menuCode: z.string().check(z.minLength(1)),
  video: z.string(),
  documentGuide: z.string(),
  videos: z.optional(z.array(guideVideoSchema)),
});
/** See {@link menuGuideSchema}. */
export type MenuGuide = z.infer<typeof menuGuideSchema>;

/** Answer of GET /v1/view-guides/{guideId} (docs/requirements.md §3 "Guide view"): whether the guide is to be shown. */
export const guideViewSchema = z.object({ isShown: z.boolean() });
/** See {@link guideViewSchema}. */
export type GuideView = z.infer<typeof guideViewSchema>;

/**
 * Guide id of the home page's video library (our choice): GET /v1/view-guides/HOME_VIDEO_LIBRARY tells whether the
 * library is shown at all, so the carrier can switch it off without a release.
 */
export const VIDEO_LIBRARY_GUIDE_ID = 'HOME_VIDEO_LIBRARY';

/** Path of the guides list (docs/requirements.md §7). */
export const GUIDES_PATH = 'v1/guides';
/** Path of one guide's view state (docs/requirements.md §7); `guideId` is URL-encoded. */
export const guideViewPath = (guideId: string) => `v1/view-guides/${encodeURIComponent(guideId)}`;
