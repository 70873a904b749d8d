import gql from 'graphql-tag';

/** The history tab: every banner with who made it, its change history and its figures. */
export const NOTIFICATION_BANNERS_HISTORY_QUERY = gql`
  query NotificationBannersHistory {
    getAllNotificationBanners {
      id
      bannerId
      type
      bannerText
      bannerColor
      ctaButton {
        url
        label
      }
      showToPlatform
      showToProduct
      expirationTime
      minRangeCopy
      maxRangeCopy
      dismissForDays
      enabled
      deleted
      creatorId
      creatorName
      createdAt
      changeHistory {
        timestamp
        text
        bannerText
        updatedById
        updatedByName
        showToProduct
        showToPlatform
      }
      stats {
        impressions
        clicks
        dismissals
        answers
        answerDistribution {
          answer
          count
        }
      }
    }
  }
`;

export const CREATE_NOTIFICATION_BANNER_MUTATION = gql`
  mutation CreateNotificationBanner($bannerData: CreateNotificationBanner!) {
    createNotificationBanner(bannerData: $bannerData) {
      bannerId
      bannerText
      type
      creatorId
    }
  }
`;

/** Toggles ({enabled}), soft deletes ({deleted: true}) and whole edits. */
export const UPDATE_NOTIFICATION_BANNER_MUTATION = gql`
  mutation UpdateNotificationBanner($bannerId: String!, $bannerData: UpdateNotificationBanner!) {
    updateNotificationBanner(bannerId: $bannerId, bannerData: $bannerData) {
      bannerId
      enabled
      deleted
    }
  }
`;

export const NOTIFICATION_BANNERS_CHANGED_SUBSCRIPTION = gql`
  subscription NotificationBannersChanged {
    notificationBannersChanged {
      bannerId
      changedAt
    }
  }
`;

/** A click, an answer or a dismissal moved a banner's figures. */
export const BANNER_FIGURES_CHANGED_SUBSCRIPTION = gql`
  subscription BannerFiguresChanged {
    bannerFiguresChanged {
      bannerId
      changedAt
    }
  }
`;
