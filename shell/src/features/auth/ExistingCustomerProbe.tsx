// Loads /me/ for the signed-in user and says whether it loaded: spec §4's "existing" customer.
// Loaded lazily by ShellAuthProvider, inside a QueryScope, only once someone is signed in.
import type { ApiClient } from '@tailwise/shared';
import { meQueryOptions } from '@tailwise/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

interface Props {
  apiClient: ApiClient;
  uid: string;
  onChange: (existing: boolean) => void;
}

export default function ExistingCustomerProbe({ apiClient, uid, onChange }: Props) {
  const me = useQuery(meQueryOptions(apiClient, uid));
  useEffect(() => onChange(me.isSuccess), [me.isSuccess, onChange]);
  return null;
}
