import type { ChildProcess } from 'node:child_process';
import type { LaunchedChrome } from 'chrome-launcher';

export const CATEGORIES: string[];
export const DEFAULT_PAGES: string[];
export function startServer(
  workDir: string,
  options?: { dist?: string; extra?: Record<string, string> },
): Promise<{ server: ChildProcess; url: string }>;
export function stopServer(server: ChildProcess): Promise<void>;
export function launchChrome(): Promise<LaunchedChrome>;
export interface AuditResult {
  scores: Record<string, number>;
  metrics: Record<string, string>;
  lcpMs: number;
  failedA11y: string[];
}
export function audit(url: string, port: number, formFactor: 'mobile' | 'desktop', categories?: string[]): Promise<AuditResult>;
