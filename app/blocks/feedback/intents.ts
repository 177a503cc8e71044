export const FEEDBACK_INTENT = "feedback-send";
