import type { Scope } from 'effector';

// The calculator and its dialog are two parcels of this remote; the dialog shows the calculator's own state.
const scopes = new Map<string, Scope>();

export function registerCalculatorScope(id: string, scope: Scope): () => void {
  scopes.set(id, scope);
  return () => {
    if (scopes.get(id) === scope) scopes.delete(id);
  };
}

export function calculatorScope(id: string): Scope | undefined {
  return scopes.get(id);
}
