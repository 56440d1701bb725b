import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench's baseline: the least a React page can be. A form with two inputs and a button; the
 * button opens a second view with two tabs. Built by the console's own Vite config
 * (bench/bare/vite.config.ts) and measured the same way, so a ratio survives a noisy machine.
 */
const TABS = [
  { path: '/a', label: 'First' },
  { path: '/b', label: 'Second' },
];

function Home() {
  const [active, setActive] = useState(TABS[0].path);
  const open = (path: string) => {
    history.pushState(null, '', path);
    setActive(path);
  };
  return (
    <div>
      <div role="tablist" aria-label="Open pages">
        {TABS.map((tab) => (
          <button key={tab.path} type="button" role="tab" aria-selected={tab.path === active} data-path={tab.path} onClick={() => open(tab.path)}>
            {tab.label}
          </button>
        ))}
      </div>
      <main id="main">
        <div key={active}>
          <h1>{active === '/a' ? 'First page' : 'Second page'}</h1>
          <ul>
            {Array.from({ length: 20 }, (_, i) => (
              <li key={i}>
                Item {i + 1} of {active}
              </li>
            ))}
          </ul>
        </div>
      </main>
    </div>
  );
}

function App() {
  const [signedIn, setSignedIn] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    history.pushState(null, '', '/home');
    setSignedIn(true);
  };
  if (signedIn) return <Home />;
  return (
    <form onSubmit={submit}>
      <label>
        Username <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
