// Marks a link to a page in another language than the page around it: the language's code on screen,
// its name for assistive technology (the link's name then says where it leads). Works in server and client components.
import styles from './LanguageMark.module.css';

/** `name` is in the reader's language, `lang`, which may differ from the link's. */
export function LanguageMark({ code, name, lang }: { code: string; name: string; lang: string }) {
  return (
    <span className={styles.mark}>
      <span aria-hidden="true" lang={code}>
        {code.toUpperCase()}
      </span>
      <span className={styles.name} lang={lang}>
        {name}
      </span>
    </span>
  );
}
