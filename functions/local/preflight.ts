import { spawnSync } from 'node:child_process';
import { isPortFree } from './free-port';

/** A problem the user can fix: printed as one line with the way out, never as a stack trace. */
export class StackStartError extends Error {
  override name = 'StackStartError';
}

export const JAVA_INSTALL_HINT = 'apt-get install -y openjdk-17-jre-headless';

/** The major version of the `java` on PATH, or undefined when there is none. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  // Java 8 and older report "1.8.0_x".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

export function checkJava(): void {
  const major = javaMajorVersion();
  if (major === undefined) {
    throw new StackStartError(
      `Java was not found: the local database (Amazon's DynamoDB Local) runs on Java 17+. Install it with: ${JAVA_INSTALL_HINT}`,
    );
  }
  if (major > 0 && major < 17) {
    throw new StackStartError(
      `Java ${major} is too old: DynamoDB Local needs Java 17+. Install it with: ${JAVA_INSTALL_HINT}`,
    );
  }
}

export async function checkPort(port: number): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new StackStartError(
      `Port ${port} is already in use (another app or another npm start?). Stop it, or pick another port: PORT=${port + 1} npm start`,
    );
  }
}
