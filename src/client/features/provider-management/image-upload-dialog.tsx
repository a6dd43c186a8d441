import Uppy from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import XHRUpload from '@uppy/xhr-upload';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-overrides.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@shared/api/provider-management';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { getUploadUrl } from './api/get-upload-url';

/**
 * The image upload (docs/product.md#provider-images): a modal with Uppy (1 file, 5 MB, images
 * only, manual start). Each file goes by PUT, raw, to a fresh URL from POST /api/objects/upload;
 * when the upload completes with a successful file, its upload URL is handed on to be saved on
 * the provider.
 */
export function ImageUploadDialog({
  open,
  onOpenChange,
  onUploaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (uploadURL: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="wide">
        <DialogTitle>{t('upload.title')}</DialogTitle>
        <DialogDescription>{t('upload.description')}</DialogDescription>
        <UppyDashboard onUploaded={onUploaded} />
      </DialogContent>
    </Dialog>
  );
}

function UppyDashboard({ onUploaded }: { onUploaded: (uploadURL: string) => void }) {
  const { t } = useTranslation('admin');
  const target = useRef<HTMLDivElement>(null);
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });

  useEffect(() => {
    if (!target.current) return;
    const uppy = new Uppy({
      autoProceed: false,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: MAX_IMAGE_BYTES,
        allowedFileTypes: [...IMAGE_TYPES],
      },
    })
      .use(Dashboard, {
        inline: true,
        target: target.current,
        height: 340,
        width: '100%',
        proudlyDisplayPoweredByUppy: false,
        note: t('upload.note'),
      })
      .use(XHRUpload, {
        method: 'PUT',
        // The raw file, as a presigned S3 PUT expects, not a multipart form.
        formData: false,
        limit: 1,
        async endpoint() {
          try {
            return await getUploadUrl();
          } catch (error) {
            toast.error(t('saved.error'), { description: t('upload.noUrl') });
            throw error;
          }
        },
        // Neither our upload endpoint nor S3 answers with JSON: the file's URL is where it went.
        getResponseData: (xhr) => ({ url: xhr.responseURL }),
      });
    uppy.on('complete', (result) => {
      const uploadURL = result.successful?.[0]?.uploadURL;
      if (uploadURL) latest.current(uploadURL);
    });
    return () => uppy.destroy();
    // A new language starts a new dashboard, so its note is in that language too.
  }, [t]);

  return <div ref={target} />;
}
