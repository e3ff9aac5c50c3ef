import type { ReactNode } from 'react';
import type { ContactField as FieldName } from '@/services/contact/contact-rules';

interface ContactFieldProps {
  id: string;
  name: FieldName;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  readOnly: boolean;
  autoComplete: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  /** Ids of hint texts below the control, read after the error. */
  hintIds?: string[];
  /** Hint and counter, shown below the control. */
  children?: ReactNode;
}

/** One labelled field of the contact form, with its message beside it when it is invalid. */
export function ContactField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  readOnly,
  autoComplete,
  type = 'text',
  multiline = false,
  hintIds = [],
  children,
}: ContactFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [...(error ? [errorId] : []), ...hintIds].join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    readOnly,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={error ? 'contact-field is-invalid' : 'contact-field'}>
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="contact-field-error">
          {error}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          spellCheck={type === 'email' ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {children}
    </div>
  );
}
