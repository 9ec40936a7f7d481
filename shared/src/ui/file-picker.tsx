import { useEffect, useId, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  /** The field's label: what to choose ("Choose your filled-in template (CSV or XLSX)"). */
  label: string;
  /** The words of the button-like part of the zone ("Choose a file"). */
  chooseText: string;
  /** Beside it, for a pointer ("or drop it here"). */
  dropText: string;
  /** Shown until a file is chosen ("No file chosen"). */
  noFileText: string;
  /** The name of the file chosen, as the zone shows it ("Chosen: drawdown.csv"). */
  chosenText: (fileName: string) => string;
  /** The input's `accept`: the extensions and types the system's file dialog offers. */
  accept: string;
  /** Called with the file chosen in the dialog or dropped on the zone; the caller checks its type. */
  onFile: (file: File) => void;
  /** The id of the text that says what is wrong with the file chosen (the caller's), if anything. */
  errorId?: string | undefined;
  /** The id of a hint below the zone. */
  hintId?: string | undefined;
  /** Focus the input once it is shown (it replaces the button that opened it). */
  focusOnMount?: boolean;
}

/**
 * The site's file field: a labelled drop zone that opens the system's file dialog when clicked or
 * when its input (visually hidden, in the tab order) is pressed with Enter or Space, accepts a
 * file dropped on it, and shows the name of the file chosen, in the page's language.
 */
export function FilePicker({ label, chooseText, dropText, noFileText, chosenText, accept, onFile, errorId, hintId, focusOnMount = false }: FilePickerProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const take = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    onFile(file);
  };
  const open = (event: MouseEvent<HTMLDivElement>) => {
    // The input's own click (the label's, or the dialog's) is not repeated.
    if (event.target === input.current || (event.target as HTMLElement).closest('label')) return;
    input.current?.click();
  };
  const over = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const describedBy = [nameId, errorId, hintId].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* A pointer's convenience: the keyboard reaches the input itself, which opens the same dialog. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={errorId ? true : undefined}
        onClick={open}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          aria-describedby={describedBy}
          aria-invalid={errorId ? true : undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file chosen again (after fixing it) is read again.
            event.target.value = '';
          }}
        />
        <span className={styles.choose} aria-hidden="true">
          {chooseText}
        </span>
        <span className={styles.drop} aria-hidden="true">
          {dropText}
        </span>
        <p id={nameId} className={styles.fileName} data-empty={fileName ? undefined : true}>
          {fileName ? chosenText(fileName) : noFileText}
        </p>
      </div>
    </div>
  );
}
