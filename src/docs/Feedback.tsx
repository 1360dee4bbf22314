'use client';
// 'Was this page helpful?' on every doc page: Yes / No, then an optional comment. Both go to
// analytics as page actions (only with consent); nothing else is stored.
import { type FormEvent, useId, useState } from 'react';
import { PAGE_ACTIONS, trackPageAction } from '@/page-actions/page-actions';
import { useMessages } from '@/i18n/I18nProvider';
import { Button } from '@/kit/button/Button';
import styles from './DocsArticle.module.css';

export const FEEDBACK_COMMENT_MAX_LENGTH = 500;

export function Feedback() {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const [sent, setSent] = useState(false);
  const titleId = useId();
  const message = useMessages();

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
    <section className={styles.feedback} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.feedbackTitle}>
        {message('feedback.title')}
      </h2>
      {answer === null ? (
        <form className={styles.feedbackRow} onSubmit={choose}>
          <Button type="submit" name="helpful" value="yes">
            {message('feedback.yes')}
          </Button>
          <Button type="submit" name="helpful" value="no">
            {message('feedback.no')}
          </Button>
        </form>
      ) : sent ? (
        <p role="status">{message('feedback.thanks')}</p>
      ) : (
        <form className={styles.feedbackComment} onSubmit={comment}>
          <p role="status">{message(answer === 'yes' ? 'feedback.helped' : 'feedback.missing')}</p>
          <label htmlFor={`${titleId}-comment`}>{message('feedback.comment')}</label>
          <textarea id={`${titleId}-comment`} name="comment" rows={3} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} />
          <p className={styles.feedbackHint}>{message('feedback.privacy')}</p>
          <Button type="submit" variant="primary">
            {message('feedback.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
