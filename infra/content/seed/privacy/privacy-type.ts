/** Privacy policy copy; `{brand}`, `{company}` and `{email}` are filled per channel. */
export type PrivacyCopy = {
  name: string;
  title: string;
  description: string;
  headline: string;
  updated: string;
  sections: Array<{ heading: string; text: string }>;
};
