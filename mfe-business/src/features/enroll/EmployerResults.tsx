// The employer search's answer (GET /groups/?q=): the employers found, none, or the error. A chunk of its
// own inside the search's QueryScope, so React Query and the API contract load after /enroll's first render.
import { Alert, Button, colors } from '@tailwise/shared';
import type { GroupSummary } from '@tailwise/shared/contract';
import { useEmployerSearch } from '@tailwise/shared/enrollment';
import { useEffect } from 'react';
import { employerNameStyle, listStyle, logoStyle, mutedStyle, resultStyle } from './enroll-styles';

export interface EmployerResultsProps {
  /** What was searched for ('' before the first search). */
  q: string;
  onPick: (group: GroupSummary) => void;
  pickLabel: string;
  /** Told whenever a search starts or ends, so the form can wait for it. */
  onFetchingChange: (fetching: boolean) => void;
}

export default function EmployerResults({ q, onPick, pickLabel, onFetchingChange }: EmployerResultsProps) {
  const search = useEmployerSearch('business', q);
  const groups = search.data?.groups;
  useEffect(() => onFetchingChange(search.isFetching), [search.isFetching, onFetchingChange]);
  return (
    <>
      {search.isError && <Alert tone="error">{search.error.message}</Alert>}
      {groups && groups.length === 0 && (
        <p css={mutedStyle}>
          No employer matches “{q}”. Check the spelling, try the code from your HR team, or ask them whether they offer
          Tailwise pet benefits.
        </p>
      )}
      {groups && groups.length > 0 && (
        <ul css={listStyle} aria-label="Employers found">
          {groups.map((g) => (
            <li key={g.id} css={resultStyle}>
              <span css={employerNameStyle}>
                {g.logoUrl && <img src={g.logoUrl} alt="" height={28} css={logoStyle} />}
                {g.name}
              </span>
              {g.enrollmentOpen ? (
                <Button onClick={() => onPick(g)} aria-label={`${pickLabel}: ${g.name}`}>
                  {pickLabel}
                </Button>
              ) : (
                <span css={{ color: colors.muted }}>Enrollment closed</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
