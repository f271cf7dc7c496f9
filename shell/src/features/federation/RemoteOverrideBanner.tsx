import { colors, space } from '@tailwise/shared';
import { REMOTE_OVERRIDES_STORAGE_KEY, type RemoteOverrides } from './remote-overrides-core';

/** Makes an active developer override impossible to miss. */
export function RemoteOverrideBanner({ overrides }: { overrides: RemoteOverrides }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const clear = () => {
    localStorage.removeItem(REMOTE_OVERRIDES_STORAGE_KEY);
    window.location.reload();
  };
  return (
    <div
      role="note"
      css={{ background: colors.accent, color: colors.ink, padding: `${space(2)} ${space(4)}`, fontSize: '0.875rem' }}
    >
      Developer override:{' '}
      {entries.map(([name, url]) => (
        <code key={name} css={{ marginRight: space(3) }}>
          {name} → {url}
        </code>
      ))}
      <button
        type="button"
        onClick={clear}
        css={{
          marginLeft: space(2),
          textDecoration: 'underline',
          background: 'none',
          border: 0,
          cursor: 'pointer',
          minHeight: 32,
        }}
      >
        Clear overrides
      </button>
    </div>
  );
}
