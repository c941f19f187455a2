// Types of scripts/lib.mjs for the TypeScript that imports it (scripts/balanced.ts, bench, tests).
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const root: string;
export function bin(name: string): string;
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export const OMNIBOX_WEBUI_FEATURES: string[];
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
export function serverProcessEnv(): NodeJS.ProcessEnv;
export function webBuildIsStale(): boolean;
export function serverBuildIsStale(): boolean;
export function buildServerIfStale(): Promise<void>;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function buildWebIfStale(): Promise<void>;
export function freePort(): Promise<number>;
export function supervise(command: string, args: string[], options?: SpawnOptions): ChildProcess;
