import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

// Scanning a serial's barcode with the phone's camera, where the browser has BarcodeDetector
// (Chrome on Android; not Safari or Firefox): feature-detected, the button is not shown elsewhere.
// A USB scanner needs none of this: it types into the serial field and presses Enter.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? candidate
    : null;
}

/** The camera's view while it looks for a barcode; `onScanned` gets the first one read. */
function Scanner({ onScanned, onClose }: { onScanned: (value: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The camera opens once: a new callback from the parent's render must not restart it.
  const scanned = useRef(onScanned);
  useEffect(() => {
    scanned.current = onScanned;
  }, [onScanned]);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['code_128', 'code_39', 'ean_13', 'qr_code', 'data_matrix'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) {
          scanned.current(found.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: look again.
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem('The camera could not be opened: allow it in the browser, or type the serial.'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <div className="mt-2 rounded-lg border border-slate-300 p-2">
      {problem ? <p className="text-sm text-red-700">{problem}</p> : null}
      <video ref={video} muted playsInline className="w-full max-w-sm rounded" aria-label="Camera view" />
      <Button variant="secondary" size="sm" className="mt-2" onClick={onClose}>
        Stop camera
      </Button>
    </div>
  );
}

/** "Scan with camera", only where the browser can read barcodes. */
export function CameraScanButton({ label, onScanned }: { label: string; onScanned: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  if (barcodeDetector() === null) return null;
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => setOpen((now) => !now)}>
        Scan with camera
      </Button>
      {open ? (
        <Scanner
          onScanned={(value) => {
            setOpen(false);
            onScanned(value);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
