"use client";
// The tablet's camera reads the appointment's QR code where the browser has a
// barcode reader (BarcodeDetector: Chrome on Android and ChromeOS, Safari 17+);
// elsewhere the button is not shown and the driver types the code.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (opts: { formats: string[] }) => Detector;

const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

export function useCanScan(): boolean {
  const [can, setCan] = useState(false);
  // Known only in the browser: the server draws no button.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setCan(!!detectorClass() && !!navigator.mediaDevices?.getUserMedia), []);
  return can;
}

export function Scanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const t = useTranslations("gate.scanner");
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState(false);

  useEffect(() => {
    const Found = detectorClass();
    if (!Found) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    const detector = new Found({ formats: ["qr_code"] });
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (!stopped) {
          const codes = await detector.detect(video.current).catch(() => []);
          if (codes[0]?.rawValue) {
            onCode(codes[0].rawValue);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        setProblem(true);
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);

  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <p role="alert" className="text-lg text-red-800">
          {t("noCamera")}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-video w-full rounded-lg bg-slate-900"
          aria-label={t("camera")}
        />
      )}
      <Button type="button" variant="secondary" size="lg" onClick={onClose}>
        {t("typeInstead")}
      </Button>
    </div>
  );
}
