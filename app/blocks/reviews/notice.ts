/**
 * `?review=deleted`: the page a review was just deleted from, where the delete redirects (a reload then
 * shows the page instead of posting the delete again). The review form's block says so; the review
 * list's links drop it (`reviewListHref`, which spells the key out to keep it out of the product chunk).
 */
export const REVIEW_NOTICE = { key: "review", deleted: "deleted" } as const;
