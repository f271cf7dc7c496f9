// A signed-in member confirms their seat in the group (work email or employee id, as the group finds
// seats), so checkout can take payment by payroll deduction. A seat that cannot be found shows the API's
// message with the support address (spec §8, GroupSeatNotFoundError). Checkout uses it too.
import {
  Alert,
  Button,
  colors,
  radii,
  seatClaimErrorMessage,
  space,
  GROUP_SEAT_NOT_FOUND,
  ApiError,
} from '@tailwise/shared';
import type { Group } from '@tailwise/shared/contract';
import { EmailSchema } from '@tailwise/shared/contract';
import { applyServerErrors, Form, TextInput, useZodForm } from '@tailwise/shared/form';
import { useState } from 'react';
import { z } from 'zod';
import { useClaimSeat } from './seat-claim-api';

const panelStyle = {
  padding: space(4),
  borderRadius: radii.md,
  border: `2px solid ${colors.border}`,
  background: colors.surface,
} as const;

/** The one answer a group needs: a work email or an employee id (what the contract's claim takes). */
function seatSchema(byEmail: boolean): z.ZodType<{ value: string }, { value: string }> {
  return byEmail
    ? z.object({ value: EmailSchema })
    : z.object({ value: z.string().trim().min(1, 'Enter your employee id').max(64, 'Use at most 64 characters') });
}

export interface SeatClaimFormProps {
  groupId: string;
  groupName: string;
  seatLookup: Group['seatLookup'];
  onClaimed?: () => void;
}

export function SeatClaimForm({ groupId, groupName, seatLookup, onClaimed }: SeatClaimFormProps) {
  const claim = useClaimSeat(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const byEmail = seatLookup === 'WORK_EMAIL';
  const form = useZodForm(seatSchema(byEmail), { defaultValues: { value: '' } });

  if (claim.isSuccess) {
    return <Alert tone="success">Your seat with {groupName} is confirmed.</Alert>;
  }
  return (
    <section css={panelStyle} aria-labelledby={`seat-${groupId}`}>
      <h2 id={`seat-${groupId}`} css={{ margin: 0, fontSize: '1.125rem' }}>
        Confirm your place with {groupName}
      </h2>
      <p css={{ margin: `${space(2)} 0 ${space(4)}`, color: colors.muted }}>
        So we can take your premium from your paycheck.
      </p>
      <Form
        form={form}
        formError={formError}
        onValid={async ({ value }) => {
          setFormError(null);
          try {
            await claim.mutateAsync(byEmail ? { workEmail: value } : { employeeId: value });
            onClaimed?.();
          } catch (error) {
            if (error instanceof ApiError && error.code === GROUP_SEAT_NOT_FOUND) {
              setFormError(seatClaimErrorMessage(error));
              return;
            }
            const unplaced = applyServerErrors(form, error, {
              fieldMap: { workEmail: 'value', employeeId: 'value' },
            });
            if (unplaced.length > 0) setFormError(unplaced.join(' '));
          }
        }}
      >
        <TextInput
          name="value"
          label={byEmail ? 'Work email' : 'Employee id'}
          type={byEmail ? 'email' : 'text'}
          autoComplete={byEmail ? 'email' : 'off'}
        />
        <div>
          <Button type="submit" disabled={claim.isPending}>
            Confirm my seat
          </Button>
        </div>
      </Form>
    </section>
  );
}
