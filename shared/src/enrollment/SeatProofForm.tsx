// A signed-in member proves their seat the way their employer set up: a code mailed to the work email
// (with a resend countdown), or the employee id with the date of birth or home ZIP the employer supplied.
// Used by the quiz's BenefitsOnboardQuiz and the business remote's enrollment pages, so both ask alike. The code
// step survives a refresh (pending-proof.ts).
import { ApiError, Alert, Button, colors, GROUP_SEAT_NOT_FOUND, seatClaimErrorMessage, space } from '@tailwise/shared';
import {
  EmailSchema,
  IsoDateSchema,
  SEAT_CODE_RULES,
  SEAT_CODE_SENT_MESSAGE,
  SeatCodeSchema,
  ZipCodeSchema,
  type Group,
  type SeatClaim,
} from '@tailwise/shared/contract';
import { applyServerErrors, Form, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  clearPendingSeatProof,
  proofFromSent,
  proofFromWait,
  readPendingSeatProof,
  savePendingSeatProof,
  type PendingSeatProof,
} from './pending-proof';
import { useClaimSeat, useRequestSeatCode } from './api/seat-proof';
import { panelStyle } from './panel-style';
import { useCountdown } from './use-countdown';
import { isSeatDeadEnd, WaysOn } from './WaysOn';

const headingStyle = { margin: 0, fontSize: '1.125rem' } as const;
const introStyle = { margin: 0, color: colors.muted } as const;
const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'center' } as const;

const EmailFormSchema = z.object({ workEmail: EmailSchema });
const CodeFormSchema = z.object({ code: SeatCodeSchema });
const EmployeeIdSchema = z.string().trim().min(1, 'Enter your employee id').max(64, 'Use at most 64 characters');
/** The employee id and the second fact, whichever the group checks (one field, "fact", mapped to the API's name). */
const employeeFormSchema = (
  byZip: boolean,
): z.ZodType<{ employeeId: string; fact: string }, { employeeId: string; fact: string }> =>
  z.object({ employeeId: EmployeeIdSchema, fact: byZip ? ZipCodeSchema : IsoDateSchema });

/** The wait a 429 SeatCodeResendWait names ("Wait 42 s ..."), or the full wait. */
function waitSeconds(error: ApiError): number {
  const named = /(\d+) s\b/.exec(Object.values(error.fields).join(' ') || error.message);
  return named ? Number(named[1]) : SEAT_CODE_RULES.resendWaitSeconds;
}

/** A claim's failures after which the mailed code is spent: the member must ask for a new one. */
const DEAD_CODE_ERRORS = new Set(['SeatCodeExpired', 'SeatCodeTriesUsed', 'SeatCodeMissing']);

/** A claim's failure: the seat-not-found message with the support address; anything else as the API said. */
function formErrorFor(error: unknown, unplaced: string[]): string | null {
  if (error instanceof ApiError && error.code === GROUP_SEAT_NOT_FOUND) return seatClaimErrorMessage(error);
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}

export interface SeatProofFormProps {
  /** The app's name: the start of its query keys. */
  app: string;
  group: Group;
  onClaimed?: (claim: SeatClaim) => void;
  /** The panel's heading level in the page. */
  headingLevel?: 2 | 3;
}

export function SeatProofForm({ app, group, onClaimed, headingLevel = 2 }: SeatProofFormProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `seat-proof-${group.id}`;
  return (
    <section css={panelStyle} aria-labelledby={headingId}>
      <Heading id={headingId} css={headingStyle}>
        Confirm your place with {group.name}
      </Heading>
      {group.seatLookup === 'WORK_EMAIL' ? (
        <WorkEmailProof app={app} group={group} onClaimed={onClaimed} />
      ) : (
        <EmployeeIdProof app={app} group={group} onClaimed={onClaimed} />
      )}
    </section>
  );
}

type ProofProps = Omit<SeatProofFormProps, 'headingLevel'>;

function WorkEmailProof({ app, group, onClaimed }: ProofProps) {
  const send = useRequestSeatCode(app, group.id);
  const claim = useClaimSeat(app, group.id);
  // A code asked for before a refresh is still on its way: start at the code step, the resend wait running on.
  const [pending, setPending] = useState<PendingSeatProof | null>(() => readPendingSeatProof(group.id));
  const [notice, setNotice] = useState<string | null>(null);
  const wait = useCountdown(pending?.resendAt ?? null);
  const emailForm = useZodForm(EmailFormSchema, { defaultValues: { workEmail: '' } });
  const codeForm = useZodForm(CodeFormSchema, { defaultValues: { code: '' } });
  const sentTo = pending?.workEmail ?? null;
  // The code form is on screen only once a code was sent to sentTo. Its alert is the email form's too.
  const {
    formError,
    setFormError,
    onValid: claimWithCode,
  } = useSubmit(codeForm, {
    send: ({ code }) => {
      setNotice(null);
      return claim.mutateAsync({ workEmail: sentTo ?? '', code });
    },
    onSent: (claimed) => {
      clearPendingSeatProof(group.id);
      onClaimed?.(claimed);
    },
    onError: (error, placeServerErrors) => {
      // This code no longer works: a refresh starts again from the email (the resend wait is the API's).
      if (error instanceof ApiError && DEAD_CODE_ERRORS.has(error.code)) clearPendingSeatProof(group.id);
      return formErrorFor(error, placeServerErrors());
    },
  });

  const remember = (proof: PendingSeatProof | null) => {
    setPending(proof);
    if (proof) savePendingSeatProof(proof);
    else clearPendingSeatProof(group.id);
  };

  // Nothing to come back to once the code has expired, even if the member never tries it.
  useEffect(() => {
    if (pending === null) return undefined;
    const timer = setTimeout(() => clearPendingSeatProof(group.id), Math.max(0, pending.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, group.id]);

  const sendCode = async (workEmail: string): Promise<'sent' | 'wait' | 'failed'> => {
    setFormError(null);
    try {
      remember(proofFromSent(group.id, await send.mutateAsync(workEmail)));
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SeatCodeResendWait') {
        // A code sent a moment ago (say, in another tab) is still good: go and enter it.
        const resendAt = Date.now() + waitSeconds(error) * 1000;
        remember(
          pending?.workEmail === workEmail ? { ...pending, resendAt } : proofFromWait(group.id, workEmail, resendAt),
        );
        return 'wait';
      }
      const unplaced = applyServerErrors(emailForm, error);
      setFormError(formErrorFor(error, unplaced));
      return 'failed';
    }
  };

  if (sentTo === null) {
    return (
      <>
        <p css={introStyle}>
          We’ll email a {SEAT_CODE_RULES.digits}-digit code to your work address to confirm it’s yours.
        </p>
        <Form
          form={emailForm}
          formError={formError}
          onValid={async ({ workEmail }) => {
            await sendCode(workEmail);
          }}
        >
          <TextInput name="workEmail" label="Work email" type="email" autoComplete="email" />
          <div>
            <Button type="submit" disabled={send.isPending}>
              Email me a code
            </Button>
          </div>
        </Form>
      </>
    );
  }

  return (
    <>
      <Alert tone="info">
        {SEAT_CODE_SENT_MESSAGE} We sent it to <strong>{sentTo}</strong>; it works for {SEAT_CODE_RULES.ttlMinutes}{' '}
        minutes.
      </Alert>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Form form={codeForm} formError={formError} onValid={claimWithCode}>
        <TextInput
          name="code"
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SEAT_CODE_RULES.digits}
        />
        <div css={actionsStyle}>
          <Button type="submit" disabled={claim.isPending}>
            Confirm my seat
          </Button>
          <Button
            variant="secondary"
            disabled={wait > 0 || send.isPending}
            onClick={async () => {
              setNotice(null);
              if ((await sendCode(sentTo)) === 'sent') {
                codeForm.reset({ code: '' });
                setNotice('We sent a new code. The earlier one no longer works.');
              }
            }}
          >
            {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              remember(null);
              setFormError(null);
              setNotice(null);
              codeForm.reset({ code: '' });
              emailForm.reset({ workEmail: sentTo });
            }}
          >
            Use a different email
          </Button>
        </div>
      </Form>
      {isSeatDeadEnd(claim.error) && <WaysOn />}
    </>
  );
}

function EmployeeIdProof({ app, group, onClaimed }: ProofProps) {
  const byZip = group.employeeIdCheck === 'HOME_ZIP';
  const claim = useClaimSeat(app, group.id);
  const form = useZodForm(employeeFormSchema(byZip), { defaultValues: { employeeId: '', fact: '' } });
  const { formError, onValid } = useSubmit(form, {
    send: ({ employeeId, fact }) =>
      claim.mutateAsync(byZip ? { employeeId, homeZip: fact } : { employeeId, dateOfBirth: fact }),
    onSent: (claimed) => onClaimed?.(claimed),
    onError: (error, placeServerErrors) => formErrorFor(error, placeServerErrors()),
    fieldMap: { dateOfBirth: 'fact', homeZip: 'fact' },
  });
  return (
    <>
      <p css={introStyle}>
        Enter your employee id and the {byZip ? 'home ZIP code' : 'date of birth'} {group.name} has on file for you.
      </p>
      <Form form={form} formError={formError} onValid={onValid}>
        <TextInput name="employeeId" label="Employee id" autoComplete="off" />
        {byZip ? (
          <TextInput name="fact" label="Home ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        ) : (
          <TextInput name="fact" label="Date of birth" type="date" autoComplete="bday" />
        )}
        <div>
          <Button type="submit" disabled={claim.isPending}>
            Confirm my seat
          </Button>
        </div>
      </Form>
      {isSeatDeadEnd(claim.error) && <WaysOn />}
    </>
  );
}
