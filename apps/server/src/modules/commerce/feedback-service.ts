/** The shop's feedback form (the /survey page while the shop has not launched; decision 012). */
import type { z } from 'zod';
import type { feedbackRequestSchema } from '@skinsight/shared/commerce';
import type { Db } from '../../db/client.ts';
import { feedbackResponses } from '../../db/schema.ts';

export async function recordFeedback(
  db: Db,
  userId: string | null,
  feedback: z.output<typeof feedbackRequestSchema>,
): Promise<void> {
  await db.insert(feedbackResponses).values({
    userId,
    interest: feedback.interest,
    productTypes: feedback.productTypes,
    priceRange: feedback.priceRange,
    comments: feedback.comments,
    email: feedback.email,
    locale: feedback.locale,
  });
}
