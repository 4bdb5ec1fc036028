import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

import { DialogFrame } from '@/components/ui/dialog-frame';
import type { GuideVideo } from '@/domain/guide/guide-contract';

import styles from './video-dialog.module.css';

/** Props of {@link VideoDialog}: the video to show, or null for closed. */
export interface VideoDialogProps {
  video: GuideVideo | null;
  onClose: () => void;
}

/**
 * The video dialog of the guide library (docs/requirements.md §2). Non-modal, so the library's items stay clickable: a
 * second click on the open item closes it (the item's own click handler decides, so a press on an item is not
 * treated as an outside press). The close icon and Escape close it too. Subtitles are `<track kind="subtitles">`
 * per language (lang -> srclang, src, label, isDefault -> default).
 */
export function VideoDialog({ video, onClose }: VideoDialogProps) {
  const { t } = useTranslation('guides');
  return (
    <DialogPrimitive.Root
      open={video !== null}
      modal={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        {video ? (
          <DialogPrimitive.Content
            className={styles.content}
            aria-describedby={undefined}
            onInteractOutside={(event) => {
              const target = event.target;
              if (target instanceof Element && target.closest('[data-guide-item]')) event.preventDefault();
            }}
          >
            <DialogFrame title={video.name}>
              {/* The guide's own subtitles are the captions: jsx-a11y cannot see tracks built from data. */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- tracks are rendered from video.subTitles */}
              <video
                key={video.code}
                className={styles.video}
                controls
                preload="metadata"
                poster={video.thumbnail}
                src={video.url}
                aria-label={t('video-label', { name: video.name })}
              >
                {video.subTitles.map((subtitle) => (
                  <track
                    key={subtitle.lang}
                    kind="subtitles"
                    srcLang={subtitle.lang}
                    src={subtitle.src}
                    label={subtitle.label}
                    default={subtitle.isDefault}
                  />
                ))}
              </video>
            </DialogFrame>
          </DialogPrimitive.Content>
        ) : null}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
