import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter (one line per module and route) hides what matters; drop it. */
const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'GraphQLModule']);

export class QuietLogger extends ConsoleLogger {
  log(message: unknown, context?: string): void {
    if (context && NOISY_CONTEXTS.has(context)) return;
    super.log(message, context ?? this.context);
  }
}
