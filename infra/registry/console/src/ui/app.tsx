import { useUnit } from 'effector-react';
import { $session, $sessionChecked } from '../model';
import { ConsolePage } from './console-page';
import { LoginPage } from './login-page';

/** The login page for visitors, the console for a person with a session. */
export function App() {
  const [session, checked] = useUnit([$session, $sessionChecked]);
  if (!checked)
    return (
      <p className="rc-loading" role="status">
        Loading the release console…
      </p>
    );
  return session ? <ConsolePage /> : <LoginPage />;
}
