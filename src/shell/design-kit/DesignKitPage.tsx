// The living design-kit reference: tokens, type scale, layers and every component in every state.
// It is also the e2e suite's fixture for the kit, so its labels are stable.
import { BREAKPOINTS_PX, cssName, FONT_SIZES, LAYERS, MIN_TOUCH_AREA_PX, SPACING_SCALE, SPACING_UNIT_PX } from '@/kit/tokens/tokens';
import { ButtonGallery } from './ButtonGallery';
import styles from './DesignKitPage.module.css';
import { MediaQueryReadout } from './MediaQueryReadout';
import { TooltipGallery } from './TooltipGallery';

const COLOR_TOKENS = ['bg', 'surface', 'fg', 'fg-muted', 'border', 'border-strong', 'accent', 'link', 'danger', 'selected'];

export function DesignKitPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Design kit</h1>
        <p>
          The components and tokens every page of this site is built from, in every state. Switch the theme from the header to see each
          palette.
        </p>
      </header>

      <section aria-labelledby="kit-buttons">
        <h2 id="kit-buttons">Buttons</h2>
        <ButtonGallery />
      </section>

      <section aria-labelledby="kit-tooltips">
        <h2 id="kit-tooltips">Tooltips</h2>
        <TooltipGallery />
      </section>

      <section aria-labelledby="kit-media">
        <h2 id="kit-media">Media queries</h2>
        <MediaQueryReadout />
      </section>

      <section aria-labelledby="kit-colors">
        <h2 id="kit-colors">Colours</h2>
        <ul className={styles.swatches}>
          {COLOR_TOKENS.map((name) => (
            <li key={name}>
              <span className={styles.swatch} style={{ background: `var(--color-${name})` }} aria-hidden="true" />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-type">
        <h2 id="kit-type">Type scale</h2>
        <ul className={styles.typeScale}>
          {Object.entries(FONT_SIZES).map(([name, size]) => (
            <li key={name} style={{ fontSize: `var(--font-size-${cssName(name)})` }}>
              <code>--font-size-{cssName(name)}</code> <span className={styles.meta}>{size}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kit-tokens">
        <h2 id="kit-tokens">Tokens</h2>
        <div className={styles.tables}>
          <table>
            <caption>Spacing (base unit {SPACING_UNIT_PX}px)</caption>
            <tbody>
              {SPACING_SCALE.map((step) => (
                <tr key={step}>
                  <th scope="row">
                    <code>--space-{String(step).replace('.', '_')}</code>
                  </th>
                  <td>{step * SPACING_UNIT_PX}px</td>
                  <td>
                    <span className={styles.bar} style={{ inlineSize: step * SPACING_UNIT_PX }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table>
            <caption>Breakpoints and touch area</caption>
            <tbody>
              {Object.entries(BREAKPOINTS_PX).map(([name, px]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{px}px</td>
                </tr>
              ))}
              <tr>
                <th scope="row">minimum touch area</th>
                <td>{MIN_TOUCH_AREA_PX}px</td>
              </tr>
            </tbody>
          </table>
          <table>
            <caption>Layer stack</caption>
            <tbody>
              {Object.entries(LAYERS).map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>--layer-{cssName(name)}</code>
                  </th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
