import type { CSSProperties } from 'react';
import { groupTokens, type Token, type TokenGroup } from './parse-tokens';
import { TOKENS } from './stylesheets';

/**
 * A live sample of a token: drawn with `var(--bb-…)`, so it shows the theme chosen in the
 * toolbar, while the value column shows what the stylesheet declares.
 */
function Sample({ token, group }: { token: Token; group: TokenGroup }) {
  const value = `var(${token.name})`;
  const box: CSSProperties = {
    width: 48,
    height: 32,
    border: '1px solid var(--bb-color-border)',
    background: 'var(--bb-color-background)',
  };
  switch (group) {
    case 'Colours':
      return <div style={{ ...box, background: value }} />;
    case 'Illustration':
      return token.name.endsWith('-width') ? (
        <div style={{ width: 48, height: value, background: 'var(--bb-illustration-ink)' }} />
      ) : (
        <div style={{ ...box, background: value }} />
      );
    case 'Spacing':
      return <div style={{ width: value, height: 12, background: 'var(--bb-color-primary)' }} />;
    case 'Radii':
      return <div style={{ ...box, borderRadius: value, borderColor: 'var(--bb-color-text)' }} />;
    case 'Shadows':
      return <div style={{ ...box, boxShadow: value, border: 'none' }} />;
    case 'Type':
      return (
        <span style={{ fontFamily: 'var(--bb-font-family)', ...typeStyle(token.name, value) }}>
          Ag
        </span>
      );
    default:
      return null;
  }
}

function typeStyle(name: string, value: string): CSSProperties {
  if (name.includes('font-family')) return { fontFamily: value };
  if (name.includes('font-size')) return { fontSize: value };
  if (name.includes('font-weight')) return { fontWeight: value };
  if (name.includes('letter-spacing')) return { letterSpacing: value };
  return {};
}

/** Every --bb-* token of the packages' stylesheets, by group, with a live sample of each. */
export function TokenTables() {
  return (
    <>
      {groupTokens(TOKENS).map(([group, tokens]) => (
        <section key={group}>
          <h2>{group}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Sample</th>
                <th scope="col">Default value</th>
                <th scope="col">Declared in</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.name}>
                  <td>
                    <code>{token.name}</code>
                  </td>
                  <td>
                    <Sample token={token} group={group} />
                  </td>
                  <td>
                    <code>{token.value}</code>
                  </td>
                  <td>{token.file}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
