'use client';
// Buttons in every variant, size and state, with a press counter to prove blocked presses.
import { useState } from 'react';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '@/kit/button/Button';
import { CircleButton } from '@/kit/button/CircleButton';
import { CopyIcon, PlusIcon, TrashIcon } from '@/kit/icons/icons';
import styles from './DesignKitPage.module.css';

export function ButtonGallery() {
  const [presses, setPresses] = useState(0);
  const [disabled, setDisabled] = useState(true);
  const [selected, setSelected] = useState(false);
  const [submitted, setSubmitted] = useState(0);
  const press = () => setPresses((count) => count + 1);

  return (
    <div className={styles.gallery}>
      <p role="status" className={styles.meta}>
        Presses: {presses}
      </p>
      <div className={styles.row}>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} onClick={press}>
            {`${variant[0]?.toUpperCase()}${variant.slice(1)}`}
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        {BUTTON_SIZES.map((size) => (
          <Button key={size} size={size} onClick={press}>
            {`Size ${size}`}
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        <Button onClick={press} disabled={disabled}>
          Disabled button
        </Button>
        <Button variant="ghost" onClick={() => setDisabled((value) => !value)}>
          {disabled ? 'Enable it' : 'Disable it'}
        </Button>
        <Button variant="primary" loading onClick={press}>
          Saving
        </Button>
        <Button selected={selected} onClick={() => setSelected((value) => !value)}>
          Pin sidebar
        </Button>
        <Button active>Active</Button>
      </div>
      <div className={styles.row}>
        <Button iconOnly icon={<CopyIcon />} onClick={press} tooltip={{ shortcut: { mod: true, key: 'c' } }}>
          Copy
        </Button>
        <Button iconOnly icon={<PlusIcon />} onClick={press}>
          Add
        </Button>
        <Button iconOnly icon={<TrashIcon />} variant="danger" disabled={disabled} onClick={press}>
          Delete
        </Button>
        <span className={styles.narrow}>
          <Button onClick={press}>A label far too long to fit in this narrow slot</Button>
        </span>
      </div>
      <div className={styles.row}>
        <CircleButton icon={<PlusIcon />} label="New file" onClick={press} />
        <CircleButton icon={<CopyIcon />} label="Duplicate the selected frames into a new page of this file" onClick={press} />
        <CircleButton icon={<TrashIcon />} label="Delete" disabled onClick={press} />
      </div>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted((count) => count + 1);
        }}
      >
        <Button type="submit" variant="primary">
          Submit form
        </Button>
        <span role="status" className={styles.meta}>
          Submitted: {submitted}
        </span>
      </form>
    </div>
  );
}
