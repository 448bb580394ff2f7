import { lazy, Suspense, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  errorResponseSchema,
  photoUploadResponseSchema,
  questionnaireSchema,
  type PhotoUploadResponse,
} from '@skinsight/shared/api';
import { SPEC } from '@skinsight/shared/constants';
import { PAGES } from '@skinsight/shared/routes';
import { useLocalizedPath } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshSession, useAuth } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { savePendingPhoto } from '../../lib/pending-assessment.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { loadState, reducer, saveState } from '../../lib/questionnaire-state.ts';
import type { CameraError } from './camera-capture.tsx';
import { decodesAsImage, shrinkPhoto } from './shrink-photo.ts';

/** The live selfie camera and its guide: code fetched only when the person opens it (decision 033). */
const CameraCapture = lazy(() => import('./camera-capture.tsx'));

type UploadError = { kind: 'type' | 'size' | 'busy' | 'other'; message: string };

async function uploadPhoto(blob: Blob, keep: boolean): Promise<PhotoUploadResponse> {
  const res = await fetch(`/api/photos${keep ? '' : '?keep=false'}`, {
    method: 'POST',
    body: blob,
    headers: { 'Content-Type': blob.type || 'application/octet-stream' },
    credentials: 'same-origin',
  });
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return photoUploadResponseSchema.parse(body);
  const error = errorResponseSchema.safeParse(body);
  const code = error.success ? error.data.error.code : '';
  throw {
    kind:
      code === 'unsupported_media_type'
        ? 'type'
        : code === 'payload_too_large'
          ? 'size'
          : code === 'unavailable'
            ? 'busy'
            : 'other',
    message: error.success ? error.data.error.message : `HTTP ${res.status}`,
  } satisfies UploadError;
}

export function PhotoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('photo.title'));
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const auth = useAuth();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [keep, setKeep] = useState(true);
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState<CameraError | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const invalidType = () =>
    toast({ title: t('photo.invalidType.title'), description: t('photo.invalidType.message'), variant: 'destructive' });
  const tooLarge = () =>
    toast({ title: t('photo.tooLarge.title'), description: t('photo.tooLarge.message'), variant: 'destructive' });

  // The newest choice wins when two are checked at once.
  const latestChoice = useRef<File | null>(null);
  async function choose(candidate: File | undefined) {
    if (!candidate) return;
    if (!candidate.type.startsWith('image/')) return invalidType();
    if (candidate.size > SPEC.maxPhotoBytes) return tooLarge();
    latestChoice.current = candidate;
    const decodes = await decodesAsImage(candidate);
    if (latestChoice.current !== candidate) return;
    if (!decodes) return invalidType();
    setFile(candidate);
    setPreview(URL.createObjectURL(candidate));
  }

  async function continueOn() {
    if (!file) {
      await navigate(localize(PAGES.signup));
      return;
    }
    setProcessing(true);
    try {
      const uploaded = await uploadPhoto(await shrinkPhoto(file), keep);
      const state = loadState();
      // The session may still be loading when someone is quick: ask rather than guess.
      const signedIn = (auth.status === 'loading' ? await refreshSession() : auth).status === 'signedIn';
      if (signedIn && state.questionnaireId) {
        await apiRequest(`/api/questionnaires/${state.questionnaireId}/photo`, questionnaireSchema, {
          method: 'PUT',
          json: { photoId: uploaded.photoId },
        });
        saveState(reducer(state, { type: 'savePhotoAnalysis', photoId: uploaded.photoId }));
        await navigate(localize(PAGES.results));
        return;
      }
      if (uploaded.claimToken) savePendingPhoto({ photoId: uploaded.photoId, claimToken: uploaded.claimToken });
      saveState(reducer(state, { type: 'savePhotoAnalysis', photoId: uploaded.photoId }));
      await navigate(localize(PAGES.signup));
    } catch (error) {
      const e = error as Partial<UploadError>;
      if (e.kind === 'type') invalidType();
      else if (e.kind === 'size') tooLarge();
      // Too many analyses waiting (issue 20): the photo stays chosen and the answers saved, to try again.
      else if (e.kind === 'busy')
        toast({ title: t('photo.busy.title'), description: t('photo.busy.message'), variant: 'destructive' });
      else
        toast({
          title: t('photo.uploadError', { message: e.message ?? '' }),
          description: t('photo.processingError'),
          variant: 'destructive',
        });
    } finally {
      setProcessing(false);
    }
  }

  const onCameraError = useCallback((error: CameraError) => {
    setCamera(false);
    setCameraError(error);
  }, []);
  const onCameraClose = useCallback(() => setCamera(false), []);
  // The camera keeps its callbacks for as long as it is open: it reaches the newest choose() through a ref.
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });
  const onCaptured = useCallback((photo: File) => {
    setCamera(false);
    void chooseRef.current(photo);
  }, []);

  // The page is pre-rendered (issue 22): a file chosen before the app started has no change
  // event React heard; it is taken when the app takes the page over.
  const chooseEarly = useRef(true);
  useEffect(() => {
    if (!chooseEarly.current) return;
    chooseEarly.current = false;
    const early = inputRef.current?.files?.[0];
    if (early) void chooseRef.current(early);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <header className="text-center">
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{t('photo.title')}</h1>
        <p className="mt-2 text-muted">{t('photo.description')}</p>
      </header>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={t('photo.choose')}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {cameraError && (
        <p role="alert" className="mt-8 rounded-card bg-danger-soft p-3 text-center text-sm" data-testid="camera-error">
          {t(`photo.camera.errors.${cameraError}`)}
        </p>
      )}
      {camera ? (
        <Suspense fallback={<Spinner label={t('photo.camera.starting')} />}>
          <CameraCapture onCaptured={onCaptured} onError={onCameraError} onClose={onCameraClose} />
        </Suspense>
      ) : preview ? (
        <figure className="mt-8 grid justify-items-center gap-4">
          <img
            src={preview}
            alt={t('photo.previewAlt')}
            className="max-h-80 rounded-card border border-line object-contain"
          />
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={processing}>
              {t('photo.change')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCameraError(null);
                setCamera(true);
              }}
              disabled={processing}
            >
              {t('photo.camera.open')}
            </Button>
          </div>
        </figure>
      ) : (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'mt-8 grid justify-items-center gap-3 rounded-card border-2 border-dashed p-10 text-center',
            dragging ? 'border-brand bg-brand-soft' : 'border-line bg-surface',
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-10 text-brand"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="12" cy="12" r="3.5" />
            <path d="M8 5l1.5-2h5L16 5" />
          </svg>
          <p className="font-medium">{t('photo.drop')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {t('photo.choose')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCameraError(null);
                setCamera(true);
              }}
            >
              {t('photo.camera.open')}
            </Button>
          </div>
          <p className="text-sm text-muted">{t('photo.tips')}</p>
        </div>
      )}
      {file && (
        <div className="mt-6">
          <CheckboxField checked={keep} onChange={(e) => setKeep(e.target.checked)} label={t('photo.keep')} />
        </div>
      )}
      <p className="mt-6 text-center text-xs text-muted">{t('photo.privacy')}</p>
      <div className="mt-6 flex justify-center">
        {processing ? (
          <Spinner label={t('photo.processing')} />
        ) : (
          <Button onClick={() => void continueOn()}>
            {file ? t('photo.continueWith') : t('photo.continueWithout')}
          </Button>
        )}
      </div>
    </div>
  );
}
