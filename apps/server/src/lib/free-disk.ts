import { statfs } from 'node:fs/promises';

/**
 * Free bytes under `dir` that this process may use: `bavail`, not `bfree`, since the blocks a
 * filesystem reserves for root are no use to a server that does not run as root.
 */
export async function freeDiskBytes(dir: string): Promise<number> {
  const fs = await statfs(dir);
  return fs.bavail * fs.bsize;
}

export interface FreeDisk {
  freeMb: number;
  /** Why the room is too little (the wording /api/ready and `vitrine health` share), or undefined. */
  shortfall?: string;
}

/** The free room under DATA_DIR in whole MB, measured against READY_MIN_FREE_DISK_MB (0: no minimum). */
export async function freeDiskUnder(dataDir: string, minFreeMb: number): Promise<FreeDisk> {
  const freeMb = Math.floor((await freeDiskBytes(dataDir)) / 1024 / 1024);
  if (minFreeMb === 0 || freeMb >= minFreeMb) return { freeMb };
  return {
    freeMb,
    shortfall: `free disk under DATA_DIR is ${freeMb} MB, below READY_MIN_FREE_DISK_MB (${minFreeMb} MB)`,
  };
}
