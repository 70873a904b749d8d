import gql from 'graphql-tag';

/** The banners the signed-in user should see on the dashboard. */
export const DASHBOARD_BANNERS_QUERY = gql`
  query DashboardBanners {
    getUserNotificationBanners(platform: "dashboard") {
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
    }
  }
`;

export const RECORD_BANNER_EVENT_MUTATION = gql`
  mutation RecordBannerEvent($input: BannerEventInput!) {
    recordBannerEvent(input: $input) {
      bannerId
      hiddenUntil
    }
  }
`;

export const DASHBOARD_BANNERS_CHANGED_SUBSCRIPTION = gql`
  subscription DashboardBannersChanged {
    notificationBannersChanged {
      bannerId
      changedAt
    }
  }
`;
