import { useId, type ChangeEvent } from 'react';
import { readUploadFile, type UploadFile } from '@lobby/flows';
import './image-picker.css';

/**
 * Picks png or jpg images for a flows machine that checks them (`uploadError`): the picked files go
 * to `onAdd` as they are, with their first bytes read, so a refused one (a renamed file of another
 * kind too) is refused by the flow with its message, not here.
 */
export function ImagePicker({
  label,
  hint,
  files,
  onAdd,
  onRemove,
  removeLabel,
  disabled = false,
}: {
  label: string;
  hint: string;
  files: readonly Pick<UploadFile, 'name'>[];
  onAdd: (files: UploadFile[]) => void;
  onRemove: (index: number) => void;
  removeLabel: (name: string) => string;
  disabled?: boolean;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again after removing it fires a change.
    event.target.value = '';
    if (picked.length > 0) void Promise.all(picked.map(readUploadFile)).then(onAdd);
  };
  return (
    <div className="field image-picker">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {files.length > 0 ? (
        <ul className="image-picker__files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className="button button--small"
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={removeLabel(file.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
