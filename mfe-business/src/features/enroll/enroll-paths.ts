// Where the enrollment pages send a member next, kept apart from the pages so /enroll's first load does not
// carry the seat proof (ProveAndClaim) just to build a link.
import { fillPath, quizFlows } from '@tailwise/shared';

export const enrollStartPath = (groupId: string) => `/enroll/start?group=${encodeURIComponent(groupId)}`;

const onboardPattern = quizFlows.find((f) => f.id === 'BenefitsOnboardQuiz')!.path;
/** The quiz's benefits flow for a member who holds a seat in the group. */
export const onboardPath = (groupId: string) => fillPath(onboardPattern, { groupId });
