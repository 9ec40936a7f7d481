import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ProductKey } from './demo-request-context';
import type { ProductOption } from './api/lead-types';
import styles from './demo-request.module.css';

export interface ProductPickerProps {
  label: string;
  placeholder: string;
  products: readonly ProductOption[];
  value: readonly ProductKey[];
  onChange: (value: ProductKey[]) => void;
  error?: string | undefined;
  /** The checkboxes shown from the start (a form without JavaScript, which cannot open them). */
  open?: boolean;
}

function flatten(products: readonly ProductOption[]): ProductOption[] {
  return products.flatMap((product) => [product, ...flatten(product.children)]);
}

/**
 * interestedProduct: a multi-select over the product tree. A button shows the
 * choice and opens a group of checkboxes nested as the tree is; every node can be chosen on its
 * own, as the api accepts any key of the tree.
 */
export function ProductPicker({ label, placeholder, products, value, onChange, error, open = false }: ProductPickerProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(open);
  const [labelId, valueId, panelId, errorId] = [`${id}-label`, `${id}-value`, `${id}-panel`, `${id}-error`];
  const chosen = flatten(products).filter((product) => value.includes(product.dictKey));
  const summary = chosen.map((product) => product.displayName).join(', ');

  const toggle = (key: ProductKey, checked: boolean) => {
    const next = checked ? [...value, key] : value.filter((item) => item !== key);
    // Keep the tree's order, whatever the order of clicks.
    const order = flatten(products).map((product) => product.dictKey);
    onChange([...new Set(next)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Close the list, not the drawer around it, and give focus back to the button.
    event.preventDefault();
    event.stopPropagation();
    setExpanded(false);
    document.getElementById(`${id}-button`)?.focus();
  };

  const renderTree = (nodes: readonly ProductOption[]) => (
    <ul className={styles.tree}>
      {nodes.map((product) => (
        <li key={product.dictKey}>
          <label className={styles.check}>
            <input type="checkbox" name="interestedProduct" value={product.dictKey} checked={value.includes(product.dictKey)} onChange={(event) => toggle(product.dictKey, event.target.checked)} />
            <span>{product.displayName}</span>
          </label>
          {product.children.length > 0 && renderTree(product.children)}
        </li>
      ))}
    </ul>
  );

  return (
    // Escape handling for the checkboxes inside; the button and checkboxes are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.field} onBlur={onBlur} onKeyDown={onKeyDown}>
      <span id={labelId} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          {' '}*
        </span>
      </span>
      {/* Open from the start (no JavaScript to open it), the checkboxes need no button to show them. */}
      {!open && (
        <button
          id={`${id}-button`}
          type="button"
          className={styles.pickerButton}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-labelledby={`${labelId} ${valueId}`}
          data-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          <span id={valueId} className={summary ? styles.pickerValue : styles.pickerPlaceholder}>
            {summary || placeholder}
          </span>
          <span className={styles.chevronInline} aria-hidden="true" />
        </button>
      )}
      <div id={panelId} role="group" aria-labelledby={labelId} aria-describedby={open && error ? errorId : undefined} className={styles.pickerPanel} hidden={!expanded}>
        {renderTree(products)}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
