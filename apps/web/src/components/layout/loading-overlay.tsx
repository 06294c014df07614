// SPEC §2: a full-screen overlay for 300 ms on every path change (including back/forward) and on unload.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner.tsx";

export const PAGE_CHANGE_OVERLAY_MS = 300;

export function LoadingOverlay() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), PAGE_CHANGE_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const show = () => setVisible(true);
    window.addEventListener("beforeunload", show);
    return () => window.removeEventListener("beforeunload", show);
  }, []);

  return visible ? <FullScreenSpinner label="Loading page" /> : null;
}
