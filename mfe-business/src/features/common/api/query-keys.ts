// One QueryClient serves every remote, so each of this remote's keys starts with 'business'.
export const businessKeys = {
  all: ['business'] as const,
  paycheckExamples: (group: string, zipCode: string) => ['business', 'paycheck-examples', group, zipCode] as const,
};
