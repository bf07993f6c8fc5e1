import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { decodeFile, decodePixels, pixelsOf } from '../decode-qr';
import { scanTarget, type ScanTarget } from '../scan-target';
import { UserLink } from '@web/components/user-link';

const hasCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Reads a QR code with the camera where the browser has one (a frame about five times a second
 * until a code is found, then the camera stops), or from an uploaded picture, and hands the text
 * to `onCode`. The scan page opens what it points to; check-in mode checks the card's person in.
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fileId = useId();

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setScanning(false);
  }, []);
  useEffect(() => stop, [stop]);

  const found = useCallback(
    (text: string) => {
      stop();
      onCode(text);
    },
    [onCode, stop],
  );

  useEffect(() => {
    if (!scanning) return;
    let live = true;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const video = videoRef.current;
      if (!live) return;
      if (video && video.readyState >= 2 && video.videoWidth > 0) {
        const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, canvas);
        const text = pixels ? await decodePixels(pixels) : null;
        if (text && live) return found(text);
      }
      if (live) setTimeout(() => void tick(), 200);
    };
    void tick();
    return () => {
      live = false;
    };
  }, [scanning, found]);

  const start = async () => {
    setMessage(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      if (videoRef.current) {
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
      }
      setScanning(true);
    } catch {
      setMessage(t`The camera could not be started. Allow camera access, or upload a picture of the code instead.`);
    }
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setMessage(t`Reading the picture…`);
    try {
      const text = await decodeFile(file);
      if (text) {
        setMessage(null);
        found(text);
      } else setMessage(t`No QR code was found in that picture. Try a sharper, closer photo.`);
    } catch {
      setMessage(t`That file could not be read as a picture.`);
    }
  };

  return (
    <>
      <div className="flex flex-wrap gap-3">
        {hasCamera() &&
          (scanning ? (
            <button type="button" className={secondaryButton} onClick={stop}>
              <CameraOff aria-hidden="true" className="size-4" />
              <Trans>Stop camera</Trans>
            </button>
          ) : (
            <button type="button" className={primaryButton} onClick={() => void start()}>
              <Camera aria-hidden="true" className="size-4" />
              <Trans>Use camera</Trans>
            </button>
          ))}
        <label
          htmlFor={fileId}
          className={`${secondaryButton} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-brand-700`}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          <Trans>Upload a picture</Trans>
          <input id={fileId} type="file" accept="image/*" className="sr-only" onChange={(e) => void onFile(e)} />
        </label>
      </div>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t`Camera view`}
        className={scanning ? 'aspect-square w-full rounded-lg bg-slate-900 object-cover' : 'hidden'}
      />
      {scanning && (
        <p role="status" className="text-slate-600">
          <Trans>Looking for a code…</Trans>
        </p>
      )}
      {message && (
        <p role="alert" className="text-slate-800">
          {message}
        </p>
      )}
    </>
  );
}

/**
 * Route `scan`: read a QR code (a player card, an event poster), then open what it points to:
 * pages of this site open in the app; another site is offered as a link, never opened unasked.
 */
export function ScanPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [result, setResult] = useState<Exclude<ScanTarget, { kind: 'app' }> | null>(null);

  const open = useCallback(
    (text: string) => {
      const target = scanTarget(text, window.location.origin);
      if (target.kind === 'app') {
        setResult(null);
        void navigate(target.path);
      } else setResult(target);
    },
    [navigate],
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <title>{t`Scan a code | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Scan a code</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Point your camera at a player card or event QR code, or upload a picture of one.</Trans>
        </p>
      </div>
      <QrScanner onCode={open} />
      {result && (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
          {result.kind === 'external' ? (
            <>
              <p className="text-slate-800">
                <Trans>This code points to another website:</Trans>
              </p>
              <UserLink href={result.url} className={`${textLink} break-all`}>
                {result.url}
              </UserLink>
            </>
          ) : (
            <>
              <p className="text-slate-800">
                <Trans>The code says:</Trans>
              </p>
              <p className="font-mono break-all text-slate-900">{result.text}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
