'use client';
// Tooltips with every slot, neighbours for the no-delay hand-off, and a trigger that can be disabled.
import { useState } from 'react';
import { Button } from '@/kit/button/Button';
import { Tooltip } from '@/kit/tooltip/Tooltip';
import styles from './DesignKitPage.module.css';

export function TooltipGallery() {
  const [disabled, setDisabled] = useState(false);
  return (
    <div className={styles.gallery}>
      <div className={styles.row}>
        <Tooltip
          label="Export frame"
          description="Exports the selected frame as PNG, SVG or PDF."
          shortcut={{ mod: true, shift: true, key: 'e' }}
          thumbnail={{ src: '/icons/apple-touch-icon-120.png', alt: 'Tessera logo on a dark tile', width: 120, height: 120 }}
        >
          <button type="button" className={styles.plain}>
            Export
          </button>
        </Tooltip>
        <Tooltip label="First neighbour">
          <button type="button" className={styles.plain}>
            Neighbour one
          </button>
        </Tooltip>
        <Tooltip label="Second neighbour">
          <button type="button" className={styles.plain}>
            Neighbour two
          </button>
        </Tooltip>
      </div>
      <div className={styles.row}>
        <Tooltip label="Publishes the library">
          <button
            type="button"
            className={styles.plain}
            aria-disabled={disabled || undefined}
            onKeyDown={(event) => {
              if (event.key === 'd') setDisabled(true);
            }}
          >
            Publish
          </button>
        </Tooltip>
        <Button variant="ghost" onClick={() => setDisabled((value) => !value)}>
          {disabled ? 'Enable Publish' : 'Disable Publish'}
        </Button>
      </div>
    </div>
  );
}
