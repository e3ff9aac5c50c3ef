import { memo } from 'react';
import { LIMITS } from '@/services/search/search-url';

interface YearInputProps {
  label: string;
  id: string;
  value: string;
  /** The lowest or highest year among the results, shown while the bound is open. */
  placeholder: number | undefined;
  onChange: (value: string) => void;
}

/** Memoised with a stable `onChange`: the year filter renders again on every search. */
export const YearInput = memo(function YearInput({
  label,
  id,
  value,
  placeholder,
  onChange,
}: YearInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={LIMITS.minYear}
        max={LIMITS.maxYear}
        placeholder={placeholder !== undefined ? String(placeholder) : ''}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </>
  );
});
