import { deleteAllKeys } from './batch';
import { pairKeyOf } from './messages';
import { db } from './service';

/**
 * What account deletion removes beyond the per-entity helpers: every walk reads one page at a time
 * (never a whole owner's list in memory) and deletes it in batches (BatchWriteItem takes 25).
 */
const PAGE = 25;

/** The creator id places keep once the person who added them is gone (docs/data-model.md). */
export const DELETED_CREATOR = 'deleted-user';

type Page<T> = { data: T[]; cursor: string | null };

async function eachPage<T>(read: (cursor: string | null) => Promise<Page<T>>, act: (items: T[]) => Promise<void>): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  do {
    const page: Page<T> = await read(cursor);
    if (page.data.length) await act(page.data);
    count += page.data.length;
    cursor = page.cursor;
  } while (cursor);
  return count;
}

export const accountRemoval = {
  /** Every post the person wrote, hidden ones included. */
  async removePostsOf(authorId: string): Promise<number> {
    const { post } = db().entities;
    return eachPage(
      (cursor) => post.query.byAuthor({ authorId }).go({ limit: PAGE, cursor }),
      (items) => deleteAllKeys(post, items.map(({ postId }) => ({ postId }))),
    );
  },

  /** Forms the person made: each with its submissions and published versions (one form at a time). */
  async eachFormOf(ownerId: string, act: (formId: string) => Promise<void>): Promise<number> {
    return eachPage(
      (cursor) => db().entities.form.query.byOwner({ ownerId }).go({ limit: PAGE, cursor }),
      async (items) => {
        for (const { formId } of items) await act(formId);
      },
    );
  },

  async removeForm(formId: string): Promise<void> {
    const { form, formSubmission, formVersion } = db().entities;
    await eachPage(
      (cursor) => formSubmission.query.byForm({ formId }).go({ limit: PAGE, cursor }),
      (items) => deleteAllKeys(formSubmission, items.map(({ submissionId }) => ({ formId, submissionId }))),
    );
    await eachPage(
      (cursor) => formVersion.query.byVersion({ formId }).go({ limit: PAGE, cursor }),
      (items) => deleteAllKeys(formVersion, items.map(({ formVersion: v }) => ({ formId, formVersion: v }))),
    );
    await form.delete({ formId }).go();
  },

  /** The person's drafts and submissions (signed waivers included) of anyone's forms. */
  async removeSubmissionsOf(submitterId: string): Promise<number> {
    const { formSubmission } = db().entities;
    return eachPage(
      (cursor) => formSubmission.query.bySubmitter({ submitterId }).go({ limit: PAGE, cursor }),
      (items) => deleteAllKeys(formSubmission, items.map(({ formId, submissionId }) => ({ formId, submissionId }))),
    );
  },

  /**
   * The person's messages in every conversation they were in, and their own list entries; the
   * conversation and the other side's entries stay (they keep their own messages; the person shows
   * as "Deleted user" since no profile answers for the id). A conversation
   * whose last message was theirs stops showing its text.
   */
  async removeMessagesOf(userId: string): Promise<number> {
    const { conversationMember, message, conversation, directPair } = db().entities;
    return eachPage(
      (cursor) => conversationMember.query.byUser({ userId }).go({ limit: PAGE, cursor }),
      async (members) => {
        for (const { conversationId, otherUserId } of members) {
          await eachPage(
            (cursor) => message.query.byConversation({ conversationId }).go({ limit: 100, cursor }),
            async (items) => {
              const theirs = items.filter((m) => m.senderId === userId).map(({ messageId }) => ({ conversationId, messageId }));
              if (theirs.length) await deleteAllKeys(message, theirs);
            },
          );
          const { data: conv } = await conversation.get({ conversationId }).go();
          if (conv) {
            // The other side keeps their slot; the person's own becomes the deleted-user stand-in.
            const patch = conversation.patch({ conversationId }).set({ memberIds: (conv.memberIds ?? []).map((id) => (id === userId ? DELETED_CREATOR : id)) });
            await (conv.lastSenderId === userId ? patch.remove(['lastText', 'lastSenderId']) : patch).go();
          }
          // The pair names both people; without it a new direct conversation starts afresh.
          if (otherUserId) await directPair.delete({ pairKey: pairKeyOf(userId, otherUserId) }).go();
        }
        await deleteAllKeys(conversationMember, members.map(({ conversationId }) => ({ userId, conversationId })));
      },
    );
  },

  /**
   * Notifications in other people's inboxes that name the person (a message from them, their RSVP):
   * each recipient's inbox is read a page at a time and only the ones they caused (`senderId`) or
   * that carry their id or one of their names go.
   */
  async removeNotificationsNaming(recipients: string[], uid: string, names: string[]): Promise<number> {
    const { notification } = db().entities;
    const marks = [uid, ...names.filter((n) => n.trim().length > 0)];
    let count = 0;
    for (const userId of new Set(recipients)) {
      count += await eachPage(
        (cursor) => notification.query.byUser({ userId }).go({ limit: 100, cursor }),
        async (items) => {
          const naming = items.filter((n) => {
            if (n.senderId === uid) return true;
            const text = JSON.stringify([n.title, n.message, n.data, n.notificationId]);
            return marks.some((m) => text.includes(m));
          });
          if (naming.length) await deleteAllKeys(notification, naming.map(({ notificationId }) => ({ userId, notificationId })));
        },
      );
    }
    return count;
  },

  /** Every notification the person caused, in anyone's inbox (bySender: a new game they host, told to followers). */
  async removeNotificationsCausedBy(senderId: string): Promise<number> {
    const { notification } = db().entities;
    return eachPage(
      (cursor) => notification.query.bySender({ senderId }).go({ limit: PAGE, cursor }),
      (items) => deleteAllKeys(notification, items.map(({ userId, notificationId }) => ({ userId, notificationId }))),
    );
  },

  /** Places are venues other people's events point at: they stay, credited to nobody. */
  async releasePlacesOf(creatorId: string): Promise<number> {
    const { place } = db().entities;
    return eachPage(
      // Always the first page: each place handled leaves the person's partition.
      async () => {
        const { data } = await place.query.byCreator({ creatorId }).go({ limit: PAGE });
        return { data, cursor: data.length === PAGE ? 'more' : null };
      },
      async (items) => {
        for (const { placeId } of items) await place.patch({ placeId }).set({ creatorId: DELETED_CREATOR }).go();
      },
    );
  },

  /** The person's subscription records (after Stripe has cancelled them). */
  async removeSubscriptionsOf(uid: string): Promise<number> {
    const { subscription } = db().entities;
    return eachPage(
      async () => {
        const { data } = await subscription.query.byPayer({ uid }).go({ limit: PAGE });
        return { data, cursor: data.length === PAGE ? 'more' : null };
      },
      (items) => deleteAllKeys(subscription, items.map(({ subscriptionId }) => ({ subscriptionId }))),
    );
  },
};
