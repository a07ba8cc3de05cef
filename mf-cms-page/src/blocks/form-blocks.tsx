import { lazy, Suspense } from 'react';
import type { BlockProps } from './types';

// The form blocks bring their models, checks and calls: loaded only on pages that hold them.
const LazyVoucher = lazy(() => import('./voucher').then((module) => ({ default: module.Voucher })));
const LazyContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/** Space held for a form block while its code loads, so the page does not jump. */
function FormBlockPlaceholder({ name, height }: { name: string; height: number }) {
  return <div data-block={name} aria-busy="true" style={{ minHeight: height }} />;
}

export function Voucher(props: BlockProps<'Voucher'>) {
  return (
    <Suspense fallback={<FormBlockPlaceholder name="Voucher" height={640} />}>
      <LazyVoucher {...props} />
    </Suspense>
  );
}

export function ContactForm(props: BlockProps<'ContactForm'>) {
  return (
    <Suspense fallback={<FormBlockPlaceholder name="ContactForm" height={560} />}>
      <LazyContactForm {...props} />
    </Suspense>
  );
}
