// Files for a claim (its invoices, or documents an adjuster asked for later), by drag and drop or the file picker.
// Files are checked as they are added (type and size against the contract's CLAIM_UPLOAD_LIMITS, which documents
// share) so a wrong file is refused before anything is sent; while they upload, each file shows how much has gone.
import { Button, colors, focusRing, radii, space } from '@tailwise/shared';
import { CLAIM_UPLOAD_LIMITS } from '@tailwise/shared/contract';
import { FieldError, FieldHint, describedBy, formStyles, useFieldError, useFieldId } from '@tailwise/shared/form';
import { useRef, useState, type DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { invoiceProblem } from './claim-form-schema';

const zoneStyle = (dragging: boolean, invalid: boolean) =>
  ({
    display: 'grid',
    justifyItems: 'center',
    gap: space(2),
    marginTop: space(2),
    padding: `${space(6)} ${space(4)}`,
    border: `2px dashed ${invalid ? colors.danger : dragging ? colors.primary : colors.muted}`,
    borderRadius: radii.md,
    background: dragging ? colors.primarySoft : colors.surface,
    textAlign: 'center',
    '&:focus-within': focusRing,
  }) as const;

const fileRowStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${space(1)} ${space(3)}`,
  padding: space(3),
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
} as const;

const barStyle = {
  gridColumn: '1 / -1',
  height: 8,
  borderRadius: radii.pill,
  background: colors.border,
  overflow: 'hidden',
} as const;

const ACCEPT = CLAIM_UPLOAD_LIMITS.contentTypes.join(',');
const MAX_MB = CLAIM_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface InvoicePickerProps {
  /** Each file's share sent (0–1) while uploading, else null. */
  progress: readonly number[] | null;
  disabled?: boolean;
  /** The form field that holds the files (a File[]). */
  name?: string;
  /** What the files are, as a plural noun that starts the labels: "Invoices", "Documents". */
  label?: string;
}

export function InvoicePicker({ progress, disabled, name = 'invoices', label = 'Invoices' }: InvoicePickerProps) {
  const { control } = useFormContext<Record<string, File[]>>();
  const { field } = useController({ name, control });
  const error = useFieldError<Record<string, File[]>>(name);
  const inputId = useFieldId(name);
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const files: File[] = field.value ?? [];

  const add = (incoming: readonly File[]) => {
    const problems: string[] = [];
    const next = [...files];
    for (const file of incoming) {
      const problem = invoiceProblem(file);
      if (problem) problems.push(problem);
      else if (next.length >= CLAIM_UPLOAD_LIMITS.maxFiles) {
        problems.push(`${file.name} was not added: at most ${CLAIM_UPLOAD_LIMITS.maxFiles} files at a time`);
      } else if (!next.some((f) => f.name === file.name && f.size === file.size)) next.push(file);
    }
    setRefused(problems);
    field.onChange(next);
    field.onBlur();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const hint = `PDF, JPEG or PNG, up to ${MAX_MB} MB each, ${CLAIM_UPLOAD_LIMITS.maxFiles} files at most.`;
  return (
    <div>
      <span id={`${inputId}-label`} css={formStyles.labelStyle}>
        {label}
      </span>
      <FieldHint id={inputId}>{hint}</FieldHint>
      <div
        css={zoneStyle(dragging, Boolean(error))}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="invoice-dropzone"
      >
        <p css={{ margin: 0, fontWeight: 600 }}>Drag your {label.toLowerCase()} here, or</p>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-labelledby={`${inputId}-label ${inputId}-choose`}
          aria-describedby={describedBy(inputId, true, Boolean(error))}
          aria-invalid={Boolean(error)}
          css={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          id={`${inputId}-choose`}
          onClick={() => input.current?.click()}
          disabled={disabled}
          tabIndex={-1}
        >
          Choose files
        </Button>
      </div>
      <div aria-live="polite">
        {refused.length > 0 && (
          <ul css={{ margin: `${space(2)} 0 0`, paddingLeft: space(5), color: colors.danger, fontWeight: 600 }}>
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {files.length > 0 && (
        <ul
          aria-label={`${label} to send`}
          css={{ listStyle: 'none', margin: `${space(3)} 0 0`, padding: 0, display: 'grid', gap: space(2) }}
        >
          {files.map((file, index) => {
            const share = progress?.[index];
            return (
              <li key={`${file.name}-${file.size}`} css={fileRowStyle}>
                <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{file.name}</strong> <span css={{ color: colors.muted }}>({formatSize(file.size)})</span>
                </span>
                {share === undefined ? (
                  <Button
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => field.onChange(files.filter((_, i) => i !== index))}
                    aria-label={`Remove ${file.name}`}
                  >
                    Remove
                  </Button>
                ) : (
                  <span css={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{Math.round(share * 100)}%</span>
                )}
                {share !== undefined && (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(share * 100)}
                    css={barStyle}
                  >
                    <div
                      css={{
                        width: `${share * 100}%`,
                        height: '100%',
                        background: colors.primary,
                        transition: 'width 120ms linear',
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={inputId} message={error} />
    </div>
  );
}
