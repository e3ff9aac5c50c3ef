import { createRequire } from 'node:module';
import { runTestScript, type Page } from './fixtures';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await runTestScript(page, AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run()).violations;
  });
}

const describe = (violation: AxeViolation) =>
  `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
    .map((node) => node.target.join(' '))
    .join(', ')}`;

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await runAxe(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}

/** Every axe-core violation on the page as it is now, whatever its impact. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(describe);
}
