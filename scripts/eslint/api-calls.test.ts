// The API-call rule on the shapes it must reject and the ones it must leave alone.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { apiCalls } from './api-calls.mjs';

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ keyFactories: ['src/features/common/api/query-keys.ts'], callsAllowedIn: ['/api/'] }];
const at = (file: string) => `${process.cwd()}/${file}`;

tester.run('api-calls', apiCalls as never, {
  valid: [
    {
      code: 'useQuery({ queryKey: dashboardKeys.claims(uid), queryFn })',
      filename: at('mfe-dashboard/src/features/claims/ClaimsList.tsx'),
      options,
    },
    {
      code: "export const keys = { all: ['dashboard'] as const, x: () => ({ queryKey: ['dashboard', 'x'] }) }",
      filename: at('mfe-dashboard/src/features/common/api/query-keys.ts'),
      options,
    },
    {
      code: "const fetchClaim = (client) => client.get('/claims/')",
      filename: at('mfe-dashboard/src/features/claims/api/claim.ts'),
      options,
    },
    {
      code: "map.get('key'); queryClient.getQueryData(key); api.callsTo('GET /me/')",
      filename: at('mfe-dashboard/src/features/claims/ClaimForm.tsx'),
      options,
    },
  ],
  invalid: [
    {
      code: "useQuery({ queryKey: ['marketing', 'wellness-plans'], queryFn })",
      filename: at('mfe-marketing/src/features/wellness-plans/WellnessComparison.tsx'),
      options,
      errors: [{ messageId: 'literalKey' }],
    },
    {
      code: "queryClient.invalidateQueries({ queryKey: ['me'] as const })",
      filename: at('mfe-dashboard/src/features/verify-email/ResendVerification.tsx'),
      options,
      errors: [{ messageId: 'literalKey' }],
    },
    {
      code: "const receipt = await client.post<ContactReceipt>('/contact/', body)",
      filename: at('mfe-marketing/src/features/contact/ContactForm.tsx'),
      options,
      errors: [{ messageId: 'clientCall' }],
    },
    {
      code: "apiClient.request('GET', '/me/'); this.client.delete('/x'); props.client.getBlob('/y')",
      filename: at('shell/src/features/auth/ExistingCustomerProbe.tsx'),
      options,
      errors: [{ messageId: 'clientCall' }, { messageId: 'clientCall' }, { messageId: 'clientCall' }],
    },
  ],
});
