// Find your employer by name or enrollment code (GET /groups/?q=). Closed employers are listed but say so,
// so a member learns why they cannot start yet. /enroll is prerendered with this form, live: what is typed
// or pressed before the app has taken over, the shell carries into it (shell/src/app/early-input.ts). The form is all the
// first render needs: its rules (zod) load on the first validation, and the results (React Query, the API
// contract) in a scope of their own once the visitor starts on the form, so neither weighs on the page's load.
import { Button, QueryScope } from '@tailwise/shared';
import type { GroupSummary } from '@tailwise/shared/contract';
import { Form, formStyles, TextInput, useLazyZodForm } from '@tailwise/shared/form';
import { lazy, useEffect, useState } from 'react';
import type { SearchSchema } from './employer-search-schema';

const EmployerResults = lazy(() => import(/* webpackChunkName: "employer-results" */ './EmployerResults'));

export interface EmployerSearchProps {
  onPick: (group: GroupSummary) => void;
  /** What the pick button says. */
  pickLabel?: string;
}

export function EmployerSearch({ onPick, pickLabel = 'Enroll' }: EmployerSearchProps) {
  const [q, setQ] = useState('');
  const [fetching, setFetching] = useState(false);
  // Set when the visitor first focuses the form: the results' code loads while they type.
  const [started, setStarted] = useState(false);
  const form = useLazyZodForm<typeof SearchSchema>(
    () => import('./employer-search-schema').then((m) => m.SearchSchema),
    { defaultValues: { q: '' } },
  );
  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <Form
        form={form}
        onValid={({ q: typed }) => {
          setStarted(true);
          setQ(typed);
        }}
      >
        <fieldset css={formStyles.fieldGroupStyle} onFocus={() => setStarted(true)}>
          <TextInput
            name="q"
            label="Employer name or enrollment code"
            hint="Your HR team’s benefits email has the code, for example PHILLY."
            autoComplete="organization"
          />
          <div>
            <Button type="submit" disabled={fetching}>
              Find my employer
            </Button>
          </div>
        </fieldset>
      </Form>
      <div aria-live="polite">
        {started && (
          <QueryScope fallback={<SearchLoading searching={q !== ''} onFetchingChange={setFetching} />}>
            <EmployerResults q={q} onPick={onPick} pickLabel={pickLabel} onFetchingChange={setFetching} />
          </QueryScope>
        )}
      </div>
    </div>
  );
}

/** While the results' code loads, a search already asked for counts as under way. */
function SearchLoading({
  searching,
  onFetchingChange,
}: {
  searching: boolean;
  onFetchingChange: (f: boolean) => void;
}) {
  useEffect(() => {
    if (searching) onFetchingChange(true);
  }, [searching, onFetchingChange]);
  return null;
}
