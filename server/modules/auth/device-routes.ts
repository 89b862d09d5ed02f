import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveDeviceBodySchema, deviceApprovalWaitingSchema, loginDeviceBodySchema, loginResponseSchema } from '@/common/api/auth';
import { messageSchema } from '@/common/api/list';
import { DEVICE_APPROVAL_MSG } from '@/common/device-approval';
import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';
import { badRequest, unauthorized } from '@/server/lib/errors';
import { errorResponses } from '@/server/lib/error-responses';
import { approveByLink, collectApproval } from '../devices/approvals';
import type { DeviceCookie } from '../devices/cookie';
import { admitDevice } from '../devices/repository';
import { recordAttempt } from '../sessions/attempts';
import { findLiveUser } from '../users/repository';
import { refuseClosedAccount } from '../sessions/closed-account';
import { originOf, startSession } from './complete-sign-in';

interface DeviceRoutesOptions {
  db: Db;
  clock: Clock;
  devices: DeviceCookie;
}

/**
 * New-device approval (NEW_DEVICE_APPROVAL=on): the owner's e-mailed link approves a waiting
 * sign-in, and the waiting browser collects its session. Both are public (the person is not
 * signed in yet) and fall under the API's per-address limit like the other sign-in routes; their
 * tokens are 32 random bytes, so there is nothing to guess.
 */
const deviceRoutes: FastifyPluginAsyncZod<DeviceRoutesOptions> = async (app, { db, clock, devices }) => {
  app.post(
    '/devices/approve',
    {
      schema: {
        tags: ['auth'],
        summary: 'Approve a sign-in from a new device with the token of the e-mailed link',
        description:
          'Works once, within 20 minutes of the sign-in; the device is then one of the account’s own. ' +
          'The approval page asks for a click first: mail scanners open links by themselves.',
        body: approveDeviceBodySchema,
        response: { 200: messageSchema.describe('Message'), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (!(await approveByLink(db, request.body.token, clock.now()))) throw badRequest(DEVICE_APPROVAL_MSG.linkInvalid);
      return { message: DEVICE_APPROVAL_MSG.approved };
    },
  );

  app.post(
    '/user/login/device',
    {
      schema: {
        tags: ['auth'],
        summary: 'The waiting browser asks whether its sign-in from a new device was approved',
        description:
          '202 while the owner has not opened the e-mailed link; once they have, the session (once: the next call is 401). ' +
          'Only from the browser that signed in (its device cookie); 401 after the 20 minutes.',
        body: loginDeviceBodySchema,
        response: { 200: loginResponseSchema, 202: deviceApprovalWaitingSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const deviceId = devices.read(request);
      const now = clock.now();
      const found = await collectApproval(db, request.body.pending, deviceId, now);
      if (found.state === 'waiting') return reply.code(202).send({ waiting: true as const, expires_at: found.expiresAt.toISOString() });
      if (found.state === 'other_device') throw unauthorized(DEVICE_APPROVAL_MSG.otherDevice);
      if (found.state === 'ended') throw unauthorized(DEVICE_APPROVAL_MSG.ended);
      const user = await findLiveUser(db, found.userId);
      if (!user) throw unauthorized(DEVICE_APPROVAL_MSG.ended);
      const origin = originOf(request);
      // the account may have been closed while the browser waited: asked again at the last step
      await refuseClosedAccount(db, user, origin);
      // the device was let in by the link (so this is no first sign-in to serialise): its last sighting moves on
      await admitDevice(db, { userId: user.id, deviceId: found.deviceId, label: origin.browser, now });
      await recordAttempt(db, user.id, origin, 'success');
      devices.write(reply, found.deviceId);
      return startSession(app, user, request, found.deviceId);
    },
  );
};

export default deviceRoutes;
