import { createContext, useContext, type ReactNode } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Fresh for each render: the nonce attribute of the inline scripts the app writes
     * itself. The server hashes exactly those for the Content-Security-Policy and then
     * takes the attribute out of the page (server/page-rendering/inline-script-hashes.ts).
     */
    scriptMarker: string;
  }
}

const ScriptMarkerContext = createContext<string | undefined>(undefined);

/** Given on the server only; the browser renders no marker, and the page it gets has none left. */
export function ScriptMarkerProvider({
  marker,
  children,
}: {
  marker: string;
  children: ReactNode;
}) {
  return <ScriptMarkerContext value={marker}>{children}</ScriptMarkerContext>;
}

/** The nonce for an inline script of our own, `undefined` in the browser. */
export function useScriptMarker(): string | undefined {
  return useContext(ScriptMarkerContext);
}
