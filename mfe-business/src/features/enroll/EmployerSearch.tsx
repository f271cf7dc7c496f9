// Find your employer by name or enrollment code (GET /groups/?q=). Closed employers are listed but say so,
// so a member learns why they cannot start yet. /enroll is prerendered with this form: its controls stay
// disabled until the app has taken over, so nothing typed into the static copy is lost.
import { Alert, Button, colors } from '@tailwise/shared';
import type { GroupSummary } from '@tailwise/shared/contract';
import { useEmployerSearch } from '@tailwise/shared/enrollment';
import { Form, formStyles, TextInput, useHasMounted, useZodForm } from '@tailwise/shared/form';
import { useState } from 'react';
import { z } from 'zod';
import { employerNameStyle, listStyle, logoStyle, mutedStyle, resultStyle } from './enroll-styles';

const SearchSchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters of your employer’s name, or its code').max(80),
});

export interface EmployerSearchProps {
  onPick: (group: GroupSummary) => void;
  /** What the pick button says. */
  pickLabel?: string;
}

export function EmployerSearch({ onPick, pickLabel = 'Enroll' }: EmployerSearchProps) {
  const [q, setQ] = useState('');
  const search = useEmployerSearch('business', q);
  const form = useZodForm(SearchSchema, { defaultValues: { q: '' } });
  const groups = search.data?.groups;
  const ready = useHasMounted();
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <Form form={form} onValid={({ q: typed }) => setQ(typed)}>
        <fieldset disabled={!ready} css={formStyles.fieldGroupStyle}>
          <TextInput
            name="q"
            label="Employer name or enrollment code"
            hint="Your HR team’s benefits email has the code, for example PHILLY."
            autoComplete="organization"
          />
          <div>
            <Button type="submit" disabled={search.isFetching}>
              Find my employer
            </Button>
          </div>
        </fieldset>
      </Form>
      <div aria-live="polite">
        {search.isError && <Alert tone="error">{search.error.message}</Alert>}
        {groups && groups.length === 0 && (
          <p css={mutedStyle}>
            No employer matches “{q}”. Check the spelling, try the code from your HR team, or ask them whether they
            offer Tailwise pet benefits.
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
      </div>
    </div>
  );
}
