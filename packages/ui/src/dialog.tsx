import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { focusableWithin } from './focusable';
import './dialog.css';

export type DialogProps = {
  title: string;
  /** Label of the close button, translated by the caller. */
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** Identifies the dialog for styling and tests. */
  name: string;
};

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), Escape and the close button close it,
 * focus returns to what opened it, and the page behind does not scroll.
 */
export function Dialog({ title, closeLabel, onClose, children, name }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useBodyScrollLock();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current!;
    const [first] = focusableWithin(panel).filter(
      (element) => !element.hasAttribute('data-dialog-close'),
    );
    (first ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableWithin(panel);
      if (focusable.length === 0) return event.preventDefault();
      const firstElement = focusable[0]!;
      const lastElement = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstElement) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && document.activeElement === lastElement) {
        event.preventDefault();
        firstElement.focus();
      } else if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        firstElement.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="shop-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className="shop-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-dialog={name}
        tabIndex={-1}
      >
        <div className="shop-dialog__header">
          <h2 id={titleId} className="shop-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="shop-dialog__close"
            aria-label={closeLabel}
            data-dialog-close
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="shop-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
