import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Focus to move once React has committed the next render — for a field that appears with a
 * server's answer, like the code field after "Send code". A requestAnimationFrame is not enough:
 * an update made in a promise callback may render after the frame, which then finds no field
 * (CI saw exactly that on a busy machine).
 */
export function useFocusAfterRender(): (focus: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const focus = pending.current;
    pending.current = null;
    focus?.();
  }, [requests]);
  return useCallback((focus: () => void) => {
    pending.current = focus;
    setRequests((count) => count + 1);
  }, []);
}
