'use client';
// 'Was this page helpful?' on every doc page: Yes / No, then an optional comment. Both go to
// analytics as page actions (only with consent); nothing else is stored.
import { type FormEvent, useId, useState } from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/analytics/page-action';
import { Button } from '@/kit/button/Button';
import styles from './DocsArticle.module.css';

export const FEEDBACK_COMMENT_MAX_LENGTH = 500;

export function Feedback() {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [sent, setSent] = useState(false);
  const titleId = useId();

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value === 'no' ? 'no' : 'yes';
    setAnswer(value);
    trackPageAction(PAGE_ACTIONS.feedback, value);
  };
  const comment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    if (text) trackPageAction(PAGE_ACTIONS.feedbackComment, text.slice(0, FEEDBACK_COMMENT_MAX_LENGTH));
    setSent(true);
  };

  return (
    <section className={styles.feedback} aria-labelledby={titleId} data-pagefind-ignore="all">
      <h2 id={titleId} className={styles.feedbackTitle}>
        Was this page helpful?
      </h2>
      {answer === null ? (
        <form className={styles.feedbackRow} onSubmit={choose}>
          <Button type="submit" name="helpful" value="yes">
            Yes
          </Button>
          <Button type="submit" name="helpful" value="no">
            No
          </Button>
        </form>
      ) : sent ? (
        <p role="status">Thank you for your feedback.</p>
      ) : (
        <form className={styles.feedbackComment} onSubmit={comment}>
          <p role="status">{answer === 'yes' ? 'Thanks! What helped most?' : 'Sorry about that. What was missing or wrong?'}</p>
          <label htmlFor={`${titleId}-comment`}>Comment (optional)</label>
          <textarea id={`${titleId}-comment`} name="comment" rows={3} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} />
          <p className={styles.feedbackHint}>Please leave out personal details such as names or email addresses.</p>
          <Button type="submit" variant="primary">
            Send
          </Button>
        </form>
      )}
    </section>
  );
}
