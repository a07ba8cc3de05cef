import type { ReactNode } from 'react';

type FormAlertProps = { tone: 'error' | 'success' | 'info'; children: ReactNode; testId?: string };

/** The message above a form: errors interrupt (alert), confirmations are announced politely (status). */
export function FormAlert({ tone, children, testId }: FormAlertProps) {
  return (
    <div
      className={`account-alert account-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
