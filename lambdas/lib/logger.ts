import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every handler; events are lower case with structured keys. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rally' });
