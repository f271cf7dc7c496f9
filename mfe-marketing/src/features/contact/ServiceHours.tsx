import { colors, radii, space, useServiceHours } from '@tailwise/shared';
import { describeServiceHours, serviceStatus, type ServiceStatus } from '@tailwise/shared/service-hours';
import { useEffect, useState } from 'react';

/**
 * Customer care hours (Remote Config, or the spec's defaults) and whether we're open now, in
 * New York time. The status depends on the clock, so it is computed after mount and every minute:
 * the server and the hydrating render show the same neutral line, in a box of the same height.
 */
const systemClock = () => new Date();

export function ServiceHours({ now = systemClock }: { now?: () => Date }) {
  const hours = useServiceHours();
  const [status, setStatus] = useState<ServiceStatus | null>(null);

  useEffect(() => {
    const update = () => setStatus(serviceStatus(hours, now()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, now]);

  return (
    <div>
      <h3 css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>Customer care hours</h3>
      <p
        data-testid="service-status"
        aria-live="polite"
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: space(2),
          minHeight: 40,
          margin: `${space(3)} 0 0`,
          padding: `${space(2)} ${space(3)}`,
          borderRadius: radii.pill,
          background: status === null ? colors.canvas : status.isOpen ? colors.successSoft : colors.accentSoft,
          color: colors.ink,
          fontWeight: 600,
        }}
      >
        <span
          aria-hidden="true"
          css={{
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            background: status === null ? colors.border : status.isOpen ? colors.success : '#9a5b0b',
          }}
        />
        {status === null ? 'Checking our hours…' : status.label}
      </p>
      <ul css={{ listStyle: 'none', margin: `${space(3)} 0 0`, padding: 0, color: colors.muted, lineHeight: 1.8 }}>
        {describeServiceHours(hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
