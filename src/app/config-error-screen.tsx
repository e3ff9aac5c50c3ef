import type { ConfigProblem } from '@/config/env';

/** Shown instead of the app when the build's configuration cannot work. */
export function ConfigErrorScreen({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className="message-page" aria-labelledby="config-error-title">
      <h1 id="config-error-title">This archive is not configured correctly</h1>
      <p>The settings of this build have a problem:</p>
      <ul className="config-problems">
        {problems.map((problem) => (
          <li key={problem.variable}>
            <code>{problem.variable}</code> {problem.message}
          </li>
        ))}
      </ul>
      <p>
        Fix the variables in <code>.env.local</code> (see <code>.env.example</code>) and rebuild. To
        try the archive without keys, run <code>npm run dev</code> with none set, or{' '}
        <code>npm run build:mock</code>.
      </p>
    </main>
  );
}
