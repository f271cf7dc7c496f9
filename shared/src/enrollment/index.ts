// @tailwise/shared/enrollment: how a member proves and claims their employer seat, for the quiz's benefits
// flow and the business remote's enrollment pages. A bundled subpath (not the singleton root).
export { panelStyle } from './panel-style';
export { SeatProofForm, type SeatProofFormProps } from './SeatProofForm';
export {
  claimSeat,
  employerSearchOptions,
  holdsGroupSeat,
  memberGroupIds,
  requestSeatCode,
  searchEmployers,
  useClaimSeat,
  useEmployerSearch,
  useRequestSeatCode,
} from './api/seat-proof';
export { useCountdown } from './use-countdown';
export { isSeatDeadEnd, WaysOn } from './WaysOn';
