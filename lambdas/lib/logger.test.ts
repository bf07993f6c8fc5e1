import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, resetLogLevel } from './logger';

describe('resetLogLevel', () => {
  const before = logger.getLevelName();
  afterEach(() => {
    vi.unstubAllEnvs();
    logger.setLogLevel(before);
  });

  it('applies the level the environment names now, not the one it named at import', () => {
    logger.setLogLevel('INFO');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'warn');
    resetLogLevel();
    expect(logger.getLevelName()).toBe('WARN');
  });

  it('keeps the current level when the environment names none or an unknown one', () => {
    logger.setLogLevel('ERROR');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', '');
    resetLogLevel();
    expect(logger.getLevelName()).toBe('ERROR');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'loud');
    resetLogLevel();
    expect(logger.getLevelName()).toBe('ERROR');
  });
});
