/** The extra bar whitelabel customers see on the web platform. */
export function WhitelabelBar({ text }: { text: string }) {
  return (
    <div className="whitelabel-bar" role="note" data-testid="whitelabel-bar">
      {text}
    </div>
  );
}
