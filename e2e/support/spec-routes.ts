// Every route of spec §2 and the remote that renders it.
export const specRoutes: Array<{ path: string; remote: 'marketing' | 'quiz' | 'dashboard' | 'business' }> = [
  ...['/', '/pet-insurance-plans', '/pet-wellness-plans', '/careers', '/contact', '/blog', '/disclosure/ca', '/faq', '/privacy_policy',
    '/product/unavailable', '/reviews', '/terms', '/work-with-us', '/404'].map((path) => ({ path, remote: 'marketing' as const })),
  ...['/business', '/business/blog', '/business/brokers', '/business/contact', '/business/faq', '/business/hr',
    '/business/city-of-philadelphia/success', '/business/fenwick/success', '/enroll', '/enroll/start', '/enroll/medmutual-pet',
    '/benefits/enroll'].map((path) => ({ path, remote: 'business' as const })),
  ...['/benefits/fenwick/onboard', '/onboard', '/promo', '/start', '/insurance', '/wellness', '/new'].flatMap((flow) =>
    [flow, `${flow}/checkout`].map((path) => ({ path, remote: 'quiz' as const })),
  ),
  ...['/dashboard', '/dashboard/claims', '/dashboard/pets', '/dashboard/profile', '/dashboard/refer'].map((path) => ({ path, remote: 'dashboard' as const })),
];
