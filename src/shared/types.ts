/** Payload types shared by the pages, the browser API client and the REST API. */

export interface ExternalLink {
  title: string;
  url: string;
}

/** The institution's profile (§1, §2.2): seeded base data, editable later. */
export interface SiteProfile {
  full_name: string;
  short_name: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  working_hours: {
    institution: string;
    administration: string;
  };
  links: {
    social: ExternalLink;
    adoption: ExternalLink;
    rating: ExternalLink;
    survey: ExternalLink;
    ministry: ExternalLink;
    online_safety: ExternalLink;
    child_fund_videos: ExternalLink;
    memory_dates: ExternalLink;
    helpline: ExternalLink;
  };
  /** Government-services feedback widget (§1): script address and the organisation's form id. */
  gov_widget: {
    script_url: string;
    form_id: string;
  } | null;
}

/** Visitor preferences the server must know before rendering (§4 low-vision mode). */
export interface Prefs {
  lowVision: boolean;
}

export interface RootData {
  profile: SiteProfile;
  prefs: Prefs;
}

export interface ApiMessage {
  message: string;
}
