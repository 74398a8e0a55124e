import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Gives server-rendered inline scripts the response's CSP nonce (undefined in the browser). */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
