import { LogController } from 'fastify';

/**
 * One log line per API request, written when it ends: method, path, route and address (the
 * `req` serializer of log-safety.ts), status and time taken. Fastify's default writes a second
 * line as each request arrives, which doubled what logging cost every request (about a tenth
 * of the server's CPU under load) and told an operator nothing the closing line does not.
 * The web app's pages and files get no line (see app.ts); errors are logged either way.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
