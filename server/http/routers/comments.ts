import type { Hono } from "hono";
import { comments as contract } from "#server/contract";
import {
  commentOptions,
  commentsForModeration,
  createComment,
  deleteComment,
  moderateComment,
  postComments,
  updateComment,
} from "#server/modules/comments";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice, requireUser } from "../scope";

export function mountComments(app: Hono<PlatformEnv>): void {
  mount(app, contract.filterStandard, (input, s) => postComments(s.services, s, input));
  mount(app, contract.create, (input, s) => createComment(s.services, s, input));
  mount(app, contract.update, ({ id, ...changes }, s) => updateComment(s.services, requireUser(s), id, changes));
  mount(app, contract.getOptions, (_input, s) => commentOptions(s.services, s));
  mount(app, contract.moderation, (input, s) => commentsForModeration(s.services, requireBackoffice(s), input));
  mount(app, contract.moderate, (input, s) =>
    moderateComment(s.services, requireBackoffice(s), input.id, input.status),
  );
  mount(app, contract.remove, async (input, s) => {
    await deleteComment(s.services, requireBackoffice(s), input.id);
    return { deleted: true as const };
  });
}
