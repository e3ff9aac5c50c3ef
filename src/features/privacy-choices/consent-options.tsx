import type { ConsentChoices } from '@/services/consent/consent';
import { PURPOSES } from './purposes';

interface ConsentOptionsProps {
  id: string;
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
  onSave: () => void;
}

/** The "Choose" view: one checkbox per purpose, each with what it sends, and "Save choices". */
export function ConsentOptions({ id, choices, onChange, onSave }: ConsentOptionsProps) {
  return (
    <fieldset id={id} className="privacy-choices-options">
      <legend>Choose what to allow</legend>
      {PURPOSES.map(({ purpose, label, description }) => (
        <div key={purpose} className="privacy-choices-option">
          <input
            type="checkbox"
            id={`${id}-${purpose}`}
            checked={choices[purpose]}
            aria-describedby={`${id}-${purpose}-description`}
            onChange={(event) => onChange({ ...choices, [purpose]: event.target.checked })}
          />
          <label htmlFor={`${id}-${purpose}`}>{label}</label>
          <span id={`${id}-${purpose}-description`} className="privacy-choices-description">
            {description}
          </span>
        </div>
      ))}
      <button type="button" onClick={onSave}>
        Save choices
      </button>
    </fieldset>
  );
}
