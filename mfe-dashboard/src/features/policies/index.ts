// What other dashboard pages reuse from policies: the plan actions (declarations PDF, cancel) and the
// pieces they are made of.
export { PolicyActions } from './PolicyActions';
export { CancelPlanDialog, type CancelPlanDialogProps } from './CancelPlanDialog';
export { agreementState, canCancel, planLabel, type AgreementRef, type AgreementState } from './agreement-ref';
export { useDownloadDeclarations, fetchDeclarations, declarationsPath } from './declarations-api';
export { useCancelAgreement } from './api/cancel-agreement';
export { useCancellationPreview } from './api/cancellation-preview';
