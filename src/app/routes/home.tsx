import { VideoGuideLibrary } from '@/features/guides/components/video-guide-library';
import { HomePage } from '@/features/home/components/home-page';

/** `/` (docs/requirements.md §2): the home page with the video guide library composed in. */
export default function HomeRoute() {
  return <HomePage guides={<VideoGuideLibrary />} />;
}
