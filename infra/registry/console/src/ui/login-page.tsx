import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { $loginProblem, loginFx, loginSubmitted } from '../model';

/** Name and password; the registry's answer (wrong password, too many tries) is shown above the fields. */
export function LoginPage() {
  const [problem, pending, submit] = useUnit([$loginProblem, loginFx.pending, loginSubmitted]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = { ...problem?.fields, ...local };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const missing: Record<string, string> = {};
    if (!name) missing.name = 'Enter your name';
    if (!password) missing.password = 'Enter your password';
    setLocal(missing);
    if (Object.keys(missing).length === 0) submit({ name, password });
  };

  return (
    <main className="rc-login">
      <form className="rc-login__form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Release console</h1>
        <p className="rc-muted">Log in with your release manager account.</p>
        {problem && Object.keys(problem.fields).length === 0 && (
          <p className="rc-alert" role="alert">
            {problem.message}
          </p>
        )}
        <Field name="name" label="Name" autoComplete="username" error={fields.name} />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={fields.password}
        />
        <button className="rc-button rc-button--primary" type="submit" disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}

function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string;
}) {
  const id = `login-${props.name}`;
  return (
    <div className="rc-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        required
      />
      {props.error && (
        <p className="rc-field__error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
