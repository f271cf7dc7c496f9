import { keyframes } from '@emotion/react';
import {
  colors,
  radii,
  shadows,
  SNACKBAR_DURATION_MS,
  SnackbarProvider,
  space,
  type SnackbarApi,
  type SnackbarMessage,
} from '@tailwise/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const slideIn = keyframes({
  from: { transform: 'translate(-50%, -12px)', opacity: 0 },
  to: { transform: 'translate(-50%, 0)', opacity: 1 },
});

const toneColors = { info: colors.ink, success: colors.success, error: colors.danger } as const;

const toastStyle = (tone: SnackbarMessage['tone']) =>
  ({
    position: 'fixed',
    top: space(4),
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 50,
    display: 'flex',
    alignItems: 'center',
    gap: space(3),
    width: 'max-content',
    maxWidth: 'calc(100vw - 2rem)',
    padding: `${space(3)} ${space(4)}`,
    borderRadius: radii.md,
    background: toneColors[tone],
    color: '#fff',
    boxShadow: shadows.raised,
    animation: `${slideIn} 160ms ease-out`,
  }) as const;

/** The snackbar (spec §4): top centre, six seconds, raised from any remote via useSnackbar(). */
export function SnackbarHost({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(1);

  const api = useMemo<SnackbarApi>(
    () => ({
      show(text, options) {
        setMessage({ id: nextId.current++, text, tone: options?.tone ?? 'info' });
      },
    }),
    [],
  );

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <SnackbarProvider api={api}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true">
        {message && (
          <div key={message.id} css={toastStyle(message.tone)} data-testid="snackbar">
            <span>{message.text}</span>
            <button
              type="button"
              onClick={() => setMessage(null)}
              aria-label="Dismiss"
              css={{
                background: 'transparent',
                border: 0,
                color: '#fff',
                cursor: 'pointer',
                fontSize: '1.25rem',
                lineHeight: 1,
                minWidth: 32,
                minHeight: 32,
              }}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </SnackbarProvider>
  );
}
