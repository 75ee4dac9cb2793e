// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references

// MARK: - Strings

// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
public enum Localization {
  /// %@ min read
  public static func minRead(_ p1: Any) -> String {
    return Localization.tr("Localizable", "%@ min read", String(describing: p1), fallback: "%@ min read")
  }
  /// About & support
  public static let aboutSupport = Localization.tr("Localizable", "About & Support", fallback: "About & support")
  /// Add copied URL to your Saves?
  public static let addCopiedURLToYourSaves = Localization.tr("Localizable", "Add copied URL to your Saves?", fallback: "Add copied URL to your Saves?")
  /// Add tags
  public static let addTags = Localization.tr("Localizable", "Add Tags", fallback: "Add tags")
  /// An error occurred
  public static let anErrorOccurred = Localization.tr("Localizable", "An error occurred", fallback: "An error occurred")
  /// Annual
  public static let annual = Localization.tr("Localizable", "Annual", fallback: "Annual")
  /// App customization
  public static let appCustomization = Localization.tr("Localizable", "App Customization", fallback: "App customization")
  /// Archive
  public static let archive = Localization.tr("Localizable", "Archive", fallback: "Archive")
  /// Are you sure you want to delete this item?
  public static let areYouSureYouWantToDeleteThisItem = Localization.tr("Localizable", "Are you sure you want to delete this item?", fallback: "Are you sure you want to delete this item?")
  /// Are you sure?
  public static let areYouSure = Localization.tr("Localizable", "Are you sure?", fallback: "Are you sure?")
  /// AuthorizationClient is already authenticating
  public static let authorizationClientIsAlreadyAuthenticating = Localization.tr("Localizable", "AuthorizationClient is already authenticating", fallback: "AuthorizationClient is already authenticating")
  /// Cancel
  public static let cancel = Localization.tr("Localizable", "Cancel", fallback: "Cancel")
  /// Close
  public static let close = Localization.tr("Localizable", "Close", fallback: "Close")
  /// Collect articles, videos or any online content you like.
  public static let collectArticlesVideosOrAnyOnlineContentYouLike = Localization.tr("Localizable", "Collect articles, videos or any online content you like.", fallback: "Collect articles, videos or any online content you like.")
  /// Copy link
  public static let copyLink = Localization.tr("Localizable", "Copy link", fallback: "Copy link")
  /// Copy link with selection
  public static let copyLinkWithSelection = Localization.tr("Localizable", "Copy link with selection", fallback: "Copy link with selection")
  /// Could not generate correct URL for authentication.
  public static let couldNotGenerateCorrectURLForAuthentication = Localization.tr("Localizable", "Could not generate correct URL for authentication.", fallback: "Could not generate correct URL for authentication.")
  /// Could not successfully handle the server redirect.
  public static let couldNotSuccessfullyHandleTheServerRedirect = Localization.tr("Localizable", "Could not successfully handle the server redirect.", fallback: "Could not successfully handle the server redirect.")
  /// Delete
  public static let delete = Localization.tr("Localizable", "Delete", fallback: "Delete")
  /// Home
  public static let home = Localization.tr("Localizable", "Home", fallback: "Home")
  /// Hooray!
  public static let hooray = Localization.tr("Localizable", "Hooray!", fallback: "Hooray!")
  /// It contains misinformation
  public static let itContainsMisinformation = Localization.tr("Localizable", "It contains misinformation", fallback: "It contains misinformation")
  /// It's in the wrong category
  public static let itSInTheWrongCategory = Localization.tr("Localizable", "It's in the wrong category", fallback: "It's in the wrong category")
  /// It's rude, vulgar, or offensive
  public static let itSRudeVulgarOrOffensive = Localization.tr("Localizable", "It's rude, vulgar, or offensive", fallback: "It's rude, vulgar, or offensive")
  /// It's sexually explicit
  public static let itSSexuallyExplicit = Localization.tr("Localizable", "It's sexually explicit", fallback: "It's sexually explicit")
  /// Log in
  public static let logIn = Localization.tr("Localizable", "Log In", fallback: "Log in")
  /// Make the most of any moment
  public static let makeTheMostOfAnyMoment = Localization.tr("Localizable", "Make the most of any moment", fallback: "Make the most of any moment")
  /// month
  public static let month = Localization.tr("Localizable", "month", fallback: "month")
  /// Monthly
  public static let monthly = Localization.tr("Localizable", "Monthly", fallback: "Monthly")
  /// No
  public static let no = Localization.tr("Localizable", "No", fallback: "No")
  /// No internet connection
  public static let noInternetConnection = Localization.tr("Localizable", "No Internet Connection", fallback: "No internet connection")
  /// not tagged
  public static let notTagged = Localization.tr("Localizable", "not tagged", fallback: "not tagged")
  /// OK
  public static let ok = Localization.tr("Localizable", "OK", fallback: "OK")
  /// Open
  public static let `open` = Localization.tr("Localizable", "Open", fallback: "Open")
  /// Open in web view
  public static let openInWebView = Localization.tr("Localizable", "Open in Web View", fallback: "Open in web view")
  /// Other
  public static let other = Localization.tr("Localizable", "Other", fallback: "Other")
  /// Pocket
  public static let pocket = Localization.tr("Localizable", "Pocket", fallback: "Pocket")
  /// Pocket saves articles in a clean layout designed for reading—no interruptions, no popups—so you can sidestep the internet's noise.
  public static let pocketSavesArticlesInACleanLayoutDesignedForReadingNoInterruptionsNoPopupsSoYouCanSidestepTheInternetSNoise = Localization.tr("Localizable", "Pocket saves articles in a clean layout designed for reading—no interruptions, no popups—so you can sidestep the Internet's noise.", fallback: "Pocket saves articles in a clean layout designed for reading—no interruptions, no popups—so you can sidestep the internet's noise.")
  /// Privacy policy
  public static let privacyPolicy = Localization.tr("Localizable", "Privacy Policy", fallback: "Privacy policy")
  /// Recent Saves
  public static let recentSaves = Localization.tr("Localizable", "Recent Saves", fallback: "Recent Saves")
  /// Rename
  public static let rename = Localization.tr("Localizable", "Rename", fallback: "Rename")
  /// Report a concern
  public static let reportAConcern = Localization.tr("Localizable", "Report a concern", fallback: "Report a concern")
  /// Reported
  public static let reported = Localization.tr("Localizable", "Reported", fallback: "Reported")
  /// Save what really interests you
  public static let saveWhatReallyInterestsYou = Localization.tr("Localizable", "Save what really interests you", fallback: "Save what really interests you")
  /// Saved
  public static let saved = Localization.tr("Localizable", "Saved", fallback: "Saved")
  /// See all
  public static let seeAll = Localization.tr("Localizable", "See All", fallback: "See all")
  /// Settings
  public static let settings = Localization.tr("Localizable", "Settings", fallback: "Settings")
  /// Share
  public static let share = Localization.tr("Localizable", "Share", fallback: "Share")
  /// Show app badge count
  public static let showAppBadgeCount = Localization.tr("Localizable", "Show App Badge Count", fallback: "Show app badge count")
  /// Sign out
  public static let signOut = Localization.tr("Localizable", "Sign Out", fallback: "Sign out")
  /// Sign up
  public static let signUp = Localization.tr("Localizable", "Sign Up", fallback: "Sign up")
  /// Submit feedback
  public static let submitFeedback = Localization.tr("Localizable", "Submit feedback", fallback: "Submit feedback")
  /// Tags
  public static let tags = Localization.tr("Localizable", "Tags", fallback: "Tags")
  /// Tell us more
  public static let tellUsMore = Localization.tr("Localizable", "Tell us more", fallback: "Tell us more")
  /// Terms of service
  public static let termsOfService = Localization.tr("Localizable", "Terms of Service", fallback: "Terms of service")
  /// The title, link, or image is broken
  public static let theTitleLinkOrImageIsBroken = Localization.tr("Localizable", "The title, link, or image is broken", fallback: "The title, link, or image is broken")
  /// This element is currently unsupported.
  public static let thisElementIsCurrentlyUnsupported = Localization.tr("Localizable", "This element is currently unsupported.", fallback: "This element is currently unsupported.")
  /// This video could not be loaded.
  public static let thisVideoCouldNotBeLoaded = Localization.tr("Localizable", "This video could not be loaded.", fallback: "This video could not be loaded.")
  /// year
  public static let year = Localization.tr("Localizable", "year", fallback: "year")
  /// Yes
  public static let yes = Localization.tr("Localizable", "Yes", fallback: "Yes")
  /// You will be signed out of your account and any files that have been saved for offline viewing will be deleted.
  public static let youWillBeSignedOutOfYourAccountAndAnyFilesThatHaveBeenSavedForOfflineViewingWillBeDeleted = Localization.tr("Localizable", "You will be signed out of your account and any files that have been saved for offline viewing will be deleted.", fallback: "You will be signed out of your account and any files that have been saved for offline viewing will be deleted.")
  /// You're all caught up!
  /// Check back later for more.
  public static let youReAllCaughtUpCheckBackLaterForMore = Localization.tr("Localizable", "You're all caught up!\nCheck back later for more.", fallback: "You're all caught up!\nCheck back later for more.")
  /// Your account
  public static let yourAccount = Localization.tr("Localizable", "Your Account", fallback: "Your account")
  /// Your quiet corner of the internet
  public static let yourQuietCornerOfTheInternet = Localization.tr("Localizable", "Your quiet corner of the Internet", fallback: "Your quiet corner of the internet")
  public enum LooksLikeYouReOffline {
    /// Looks like you're offline. Try checking your mobile data or wifi.
    public static let tryCheckingYourMobileDataOrWifi = Localization.tr("Localizable", "Looks like you're offline. Try checking your mobile data or wifi.", fallback: "Looks like you're offline. Try checking your mobile data or wifi.")
  }
  public enum SaveFromSafariTwitterYouTubeOrYourFavoriteNewsAppForStarters {
    /// Save from Safari, Twitter, YouTube or your favorite news app (for starters). Your articles and videos will be ready for you in Pocket
    public static let yourArticlesAndVideosWillBeReadyForYouInPocket = Localization.tr("Localizable", "Save from Safari, Twitter, YouTube or your favorite news app (for starters). Your articles and videos will be ready for you in Pocket", fallback: "Save from Safari, Twitter, YouTube or your favorite news app (for starters). Your articles and videos will be ready for you in Pocket")
  }
  public enum Archive {
    public enum Empty {
      /// How to archive
      public static let button = Localization.tr("Localizable", "archive.empty.button", fallback: "How to archive")
      /// Archive the Saves you're finished with
      ///  using the archive icon.
      public static let detail = Localization.tr("Localizable", "archive.empty.detail", fallback: "Archive the Saves you're finished with\n using the archive icon.")
      /// Keep your list fresh and clean
      public static let header = Localization.tr("Localizable", "archive.empty.header", fallback: "Keep your list fresh and clean")
    }
  }
  public enum Back {
    public enum To {
      /// Back to Pocket
      public static let pocket = Localization.tr("Localizable", "back.to.pocket", fallback: "Back to Pocket")
    }
  }
  public enum Carousel {
    /// Listen
    public static let listen = Localization.tr("Localizable", "carousel.listen", fallback: "Listen")
  }
  public enum Collection {
    public enum Stories {
      /// %@ items
      public static func count(_ p1: Any) -> String {
        return Localization.tr("Localizable", "collection.stories.count", String(describing: p1), fallback: "%@ items")
      }
    }
  }
  public enum EditAction {
    /// Highlight
    public static let highlight = Localization.tr("Localizable", "editAction.highlight", fallback: "Highlight")
  }
  public enum Error {
    /// A problem occurred
    public static let problemOccurred = Localization.tr("Localizable", "error.problemOccurred", fallback: "A problem occurred")
    /// We are re-downloading your saved articles to improve your experience.
    public static let redownloading = Localization.tr("Localizable", "error.redownloading", fallback: "We are re-downloading your saved articles to improve your experience.")
  }
  public enum Favourites {
    public enum Empty {
      /// Hit the star icon to favorite an article and find it faster.
      public static let detail = Localization.tr("Localizable", "favourites.empty.detail", fallback: "Hit the star icon to favorite an article and find it faster.")
      /// Find your favorites here
      public static let header = Localization.tr("Localizable", "favourites.empty.header", fallback: "Find your favorites here")
    }
  }
  public enum General {
    /// Oops! Try again?
    public static let oops = Localization.tr("Localizable", "general.oops", fallback: "Oops! Try again?")
    public enum Error {
      /// Send a report
      public static let sendReport = Localization.tr("Localizable", "general.error.sendReport", fallback: "Send a report")
      /// Something went wrong with your request. The Pocket team has been notified. Please try again later.
      public static let serverError = Localization.tr("Localizable", "general.error.serverError", fallback: "Something went wrong with your request. The Pocket team has been notified. Please try again later.")
      public enum ServerNotResponding {
        /// Our server is not responding right now. Please bear with us. It should be available within an hour.
        public static let detail = Localization.tr("Localizable", "general.error.serverNotResponding.detail", fallback: "Our server is not responding right now. Please bear with us. It should be available within an hour.")
        /// Server not responding
        public static let title = Localization.tr("Localizable", "general.error.serverNotResponding.title", fallback: "Server not responding")
      }
    }
  }
  public enum Home {
    public enum Recommendation {
      /// %@ min read
      public static func readTime(_ p1: Any) -> String {
        return Localization.tr("Localizable", "home.recommendation.readTime", String(describing: p1), fallback: "%@ min read")
      }
    }
  }
  public enum Item {
    public enum List {
      /// %@ min
      public static func min(_ p1: Any) -> String {
        return Localization.tr("Localizable", "item.list.min", String(describing: p1), fallback: "%@ min")
      }
    }
    public enum OverflowMenu {
      /// Move to Saves
      public static let moveToSaves = Localization.tr("Localizable", "item.overflowMenu.moveToSaves", fallback: "Move to Saves")
    }
  }
  public enum ItemAction {
    /// Add tags
    public static let addTags = Localization.tr("Localizable", "itemAction.addTags", fallback: "Add tags")
    /// Archive
    public static let archive = Localization.tr("Localizable", "itemAction.archive", fallback: "Archive")
    /// Copy link
    public static let copyLink = Localization.tr("Localizable", "itemAction.copyLink", fallback: "Copy link")
    /// Delete
    public static let delete = Localization.tr("Localizable", "itemAction.delete", fallback: "Delete")
    /// Display settings
    public static let displaySettings = Localization.tr("Localizable", "itemAction.displaySettings", fallback: "Display settings")
    /// Edit tags
    public static let editTags = Localization.tr("Localizable", "itemAction.editTags", fallback: "Edit tags")
    /// Favorite
    public static let favorite = Localization.tr("Localizable", "itemAction.favorite", fallback: "Favorite")
    /// Move to Saves
    public static let moveToSaves = Localization.tr("Localizable", "itemAction.moveToSaves", fallback: "Move to Saves")
    /// Open
    public static let `open` = Localization.tr("Localizable", "itemAction.open", fallback: "Open")
    /// Report
    public static let report = Localization.tr("Localizable", "itemAction.report", fallback: "Report")
    /// Save
    public static let save = Localization.tr("Localizable", "itemAction.save", fallback: "Save")
    /// Share
    public static let share = Localization.tr("Localizable", "itemAction.share", fallback: "Share")
    /// Highlights
    public static let showHighlights = Localization.tr("Localizable", "itemAction.showHighlights", fallback: "Highlights")
    /// Unfavorite
    public static let unfavorite = Localization.tr("Localizable", "itemAction.unfavorite", fallback: "Unfavorite")
  }
  public enum ItemList {
    public enum Edit {
      /// Editing your list is not available in this version of Pocket, but will be returning soon!
      public static let banner = Localization.tr("Localizable", "itemList.edit.banner", fallback: "Editing your list is not available in this version of Pocket, but will be returning soon!")
    }
  }
  public enum ItemWidgets {
    /// Something went wrong.
    public static let errorMessage = Localization.tr("Localizable", "itemWidgets.errorMessage", fallback: "Something went wrong.")
    /// Log in to Pocket to see your content.
    public static let loggedOutMessage = Localization.tr("Localizable", "itemWidgets.loggedOutMessage", fallback: "Log in to Pocket to see your content.")
    public enum RecentSaves {
      /// Access your most recently saved articles.
      public static let description = Localization.tr("Localizable", "itemWidgets.recentSaves.description", fallback: "Access your most recently saved articles.")
      /// Start building your Pocket list.
      public static let emptyMessage = Localization.tr("Localizable", "itemWidgets.recentSaves.emptyMessage", fallback: "Start building your Pocket list.")
      /// Recent Saves
      public static let title = Localization.tr("Localizable", "itemWidgets.recentSaves.title", fallback: "Recent Saves")
    }
    public enum Recommendations {
      /// Discover the most thought-provoking stories out there, curated by Pocket.
      public static let description = Localization.tr("Localizable", "itemWidgets.recommendations.description", fallback: "Discover the most thought-provoking stories out there, curated by Pocket.")
      /// You might be offline. Please check your network connection.
      public static let emptyMessage = Localization.tr("Localizable", "itemWidgets.recommendations.emptyMessage", fallback: "You might be offline. Please check your network connection.")
      /// Recommendations
      public static let title = Localization.tr("Localizable", "itemWidgets.recommendations.title", fallback: "Recommendations")
      public enum SelectableTopic {
        /// Choose a topic for your recommendations.
        public static let description = Localization.tr("Localizable", "itemWidgets.recommendations.selectableTopic.description", fallback: "Choose a topic for your recommendations.")
        /// Topic
        public static let parameterName = Localization.tr("Localizable", "itemWidgets.recommendations.selectableTopic.parameterName", fallback: "Topic")
        /// Choose Topic
        public static let title = Localization.tr("Localizable", "itemWidgets.recommendations.selectableTopic.title", fallback: "Choose Topic")
      }
    }
  }
  public enum Itemlist {
    public enum Filter {
      /// All
      public static let all = Localization.tr("Localizable", "itemlist.filter.all", fallback: "All")
      /// Favorites
      public static let favorites = Localization.tr("Localizable", "itemlist.filter.favorites", fallback: "Favorites")
      /// Highlights
      public static let highlightsFilter = Localization.tr("Localizable", "itemlist.filter.highlightsFilter", fallback: "Highlights")
      /// Search
      public static let search = Localization.tr("Localizable", "itemlist.filter.search", fallback: "Search")
      /// Sort
      public static let sortFilter = Localization.tr("Localizable", "itemlist.filter.sortFilter", fallback: "Sort")
      /// Tagged
      public static let tagged = Localization.tr("Localizable", "itemlist.filter.tagged", fallback: "Tagged")
    }
  }
  public enum LoadingView {
    /// Loading...
    public static let message = Localization.tr("Localizable", "loadingView.message", fallback: "Loading...")
  }
  public enum LoggedOut {
    /// Continue
    public static let `continue` = Localization.tr("Localizable", "loggedOut.continue", fallback: "Continue")
    /// By proceeding, you agree to the Pocket [Terms of Service](https://getpocket.com/tos) and [Privacy Notice](https://getpocket.com/privacy)
    public static let footer = Localization.tr("Localizable", "loggedOut.footer", fallback: "By proceeding, you agree to the Pocket [Terms of Service](https://getpocket.com/tos) and [Privacy Notice](https://getpocket.com/privacy)")
    public enum Banner {
      /// Sign in to get the best of Pocket
      public static let title = Localization.tr("Localizable", "loggedOut.Banner.title", fallback: "Sign in to get the best of Pocket")
    }
    public enum Continue {
      /// Sign up or sign in
      public static let authenticate = Localization.tr("Localizable", "loggedOut.continue.authenticate", fallback: "Sign up or sign in")
      /// Skip sign in
      public static let signedOut = Localization.tr("Localizable", "loggedOut.continue.signedOut", fallback: "Skip sign in")
    }
    public enum Offline {
      /// Looks like you're offline. Try checking your mobile data or wifi.
      public static let detail = Localization.tr("Localizable", "loggedOut.offline.detail", fallback: "Looks like you're offline. Try checking your mobile data or wifi.")
      /// No internet connection
      public static let header = Localization.tr("Localizable", "loggedOut.offline.header", fallback: "No internet connection")
    }
  }
  public enum Login {
    public enum DeletedAccount {
      public enum Banner {
        /// Quick survey
        public static let action = Localization.tr("Localizable", "login.deletedAccount.banner.action", fallback: "Quick survey")
        /// What could we have done better?
        public static let detail = Localization.tr("Localizable", "login.deletedAccount.banner.detail", fallback: "What could we have done better?")
        /// You’ve deleted your Pocket account
        public static let title = Localization.tr("Localizable", "login.deletedAccount.banner.title", fallback: "You’ve deleted your Pocket account")
      }
    }
  }
  public enum Premium {
    public enum InfoView {
      public enum Terms {
        /// Privacy Policy
        public static let privacyPolicy = Localization.tr("Localizable", "premium.infoView.terms.privacyPolicy", fallback: "Privacy Policy")
        /// Terms of Service
        public static let termsOfService = Localization.tr("Localizable", "premium.infoView.terms.TermsOfService", fallback: "Terms of Service")
      }
    }
    public enum Success {
      /// You’re officially a Pocket Premium member. Welcome to the new ad-free, customizable, permanent version of your Pocket. We think you’ll like it here.
      public static let message = Localization.tr("Localizable", "premium.success.message", fallback: "You’re officially a Pocket Premium member. Welcome to the new ad-free, customizable, permanent version of your Pocket. We think you’ll like it here.")
    }
    public enum UpgradeView {
      /// Ad-free
      public static let adFree = Localization.tr("Localizable", "premium.upgradeView.adFree", fallback: "Ad-free")
      /// Subscriptions will be charged to your credit card through your iTunes account. Your account will be charged %1$@ (monthly) or %2$@ (yearly) for renewal within 24 hours prior to the end of the current period. Subscriptions will automatically renew unless canceled at least 24 hours before the end of the current period. It will not be possible to immediately cancel a subscription. You can manage subscriptions and turn off auto-renewal by going to your account settings after purchase. Refunds are not available for unused portions of a subscription.
      public static func description(_ p1: Any, _ p2: Any) -> String {
        return Localization.tr("Localizable", "premium.upgradeView.description", String(describing: p1), String(describing: p2), fallback: "Subscriptions will be charged to your credit card through your iTunes account. Your account will be charged %1$@ (monthly) or %2$@ (yearly) for renewal within 24 hours prior to the end of the current period. Subscriptions will automatically renew unless canceled at least 24 hours before the end of the current period. It will not be possible to immediately cancel a subscription. You can manage subscriptions and turn off auto-renewal by going to your account settings after purchase. Refunds are not available for unused portions of a subscription.")
      }
      /// Full-text search
      public static let fullTextSearch = Localization.tr("Localizable", "premium.upgradeView.fullTextSearch", fallback: "Full-text search")
      /// Permanent library of everything you've saved
      public static let permanentLibrary = Localization.tr("Localizable", "premium.upgradeView.permanentLibrary", fallback: "Permanent library of everything you've saved")
      /// Premium fonts
      public static let premiumFonts = Localization.tr("Localizable", "premium.upgradeView.premiumFonts", fallback: "Premium fonts")
      /// Premium
      /// membership
      public static let premiumMembership = Localization.tr("Localizable", "premium.upgradeView.PremiumMembership", fallback: "Premium\nmembership")
      /// Save
      public static let save = Localization.tr("Localizable", "premium.upgradeView.save", fallback: "Save")
      /// Suggested tags
      public static let suggestedTags = Localization.tr("Localizable", "premium.upgradeView.suggestedTags", fallback: "Suggested tags")
      /// Unlimited highlights
      public static let unlimitedHighlights = Localization.tr("Localizable", "premium.upgradeView.unlimitedHighlights", fallback: "Unlimited highlights")
    }
  }
  public enum Reader {
    public enum Activity {
      /// Archive
      public static let archive = Localization.tr("Localizable", "reader.activity.archive", fallback: "Archive")
      /// Delete
      public static let delete = Localization.tr("Localizable", "reader.activity.delete", fallback: "Delete")
      /// Favorite
      public static let favorite = Localization.tr("Localizable", "reader.activity.favorite", fallback: "Favorite")
      /// Move to Saves
      public static let moveToSaves = Localization.tr("Localizable", "reader.activity.moveToSaves", fallback: "Move to Saves")
      /// Report
      public static let report = Localization.tr("Localizable", "reader.activity.report", fallback: "Report")
      /// Save
      public static let save = Localization.tr("Localizable", "reader.activity.save", fallback: "Save")
      /// Unfavorite
      public static let unfavorite = Localization.tr("Localizable", "reader.activity.unfavorite", fallback: "Unfavorite")
    }
    public enum Settings {
      /// Justified
      public static let alignmentJustified = Localization.tr("Localizable", "reader.settings.alignmentJustified", fallback: "Justified")
      /// Alignment
      public static let alignmentLabel = Localization.tr("Localizable", "reader.settings.alignmentLabel", fallback: "Alignment")
      /// Default
      public static let alignmentNatural = Localization.tr("Localizable", "reader.settings.alignmentNatural", fallback: "Default")
      /// Font
      public static let fontLabel = Localization.tr("Localizable", "reader.settings.fontLabel", fallback: "Font")
      /// Font size
      public static let fontSizeLabel = Localization.tr("Localizable", "reader.settings.fontSizeLabel", fallback: "Font size")
      /// Line height
      public static let lineHeightLabel = Localization.tr("Localizable", "reader.settings.lineHeightLabel", fallback: "Line height")
      /// Margins
      public static let marginsLabel = Localization.tr("Localizable", "reader.settings.marginsLabel", fallback: "Margins")
      /// Unlock more options
      public static let premiumUpsellLabel = Localization.tr("Localizable", "reader.settings.premiumUpsellLabel", fallback: "Unlock more options")
      /// Premium fonts, text formatting and more.
      public static let premiumUpsellSubtitle = Localization.tr("Localizable", "reader.settings.premiumUpsellSubtitle", fallback: "Premium fonts, text formatting and more.")
      /// Reset to defaults
      public static let resetToDefaultsLabel = Localization.tr("Localizable", "reader.settings.resetToDefaultsLabel", fallback: "Reset to defaults")
      /// Display settings
      public static let title = Localization.tr("Localizable", "reader.settings.title", fallback: "Display settings")
    }
    public enum SwipeAction {
      /// Delete Highlight
      public static let deleteHighlight = Localization.tr("Localizable", "reader.swipeAction.deleteHighlight", fallback: "Delete Highlight")
      /// Delete Highlights
      public static let deleteHighlights = Localization.tr("Localizable", "reader.swipeAction.deleteHighlights", fallback: "Delete Highlights")
      /// Highlight
      public static let highlight = Localization.tr("Localizable", "reader.swipeAction.highlight", fallback: "Highlight")
    }
  }
  public enum Recommendation {
    /// Save
    public static let save = Localization.tr("Localizable", "recommendation.save", fallback: "Save")
    /// Saved
    public static let saved = Localization.tr("Localizable", "recommendation.saved", fallback: "Saved")
  }
  public enum ReportIssue {
    /// What happened?
    public static let comment = Localization.tr("Localizable", "reportIssue.comment", fallback: "What happened?")
    /// Thanks for helping us improve Pocket! Please give us more details about the problem you've experienced.
    public static let description = Localization.tr("Localizable", "reportIssue.description", fallback: "Thanks for helping us improve Pocket! Please give us more details about the problem you've experienced.")
    /// E-mail
    public static let email = Localization.tr("Localizable", "reportIssue.email", fallback: "E-mail")
    /// Report an issue
    public static let header = Localization.tr("Localizable", "reportIssue.header", fallback: "Report an issue")
    /// Name
    public static let name = Localization.tr("Localizable", "reportIssue.name", fallback: "Name")
    /// optional
    public static let `optional` = Localization.tr("Localizable", "reportIssue.optional", fallback: "optional")
    public enum SubmitIssue {
      /// Submit issue
      public static let title = Localization.tr("Localizable", "reportIssue.submitIssue.title", fallback: "Submit issue")
    }
  }
  public enum SaveToPocket {
    /// Tap to dismiss
    public static let tapToDismiss = Localization.tr("Localizable", "saveToPocket.tapToDismiss", fallback: "Tap to dismiss")
  }
  public enum Saves {
    public enum AddSavedItem {
      /// Save to Pocket
      public static let addButton = Localization.tr("Localizable", "saves.addSavedItem.addButton", fallback: "Save to Pocket")
      /// Cancel
      public static let cancel = Localization.tr("Localizable", "saves.addSavedItem.cancel", fallback: "Cancel")
      /// Close
      public static let close = Localization.tr("Localizable", "saves.addSavedItem.close", fallback: "Close")
      /// Please enter a valid URL
      public static let error = Localization.tr("Localizable", "saves.addSavedItem.error", fallback: "Please enter a valid URL")
      /// e.g. https://getpocket.com
      public static let placeholder = Localization.tr("Localizable", "saves.addSavedItem.placeholder", fallback: "e.g. https://getpocket.com")
      /// Add a URL
      public static let title = Localization.tr("Localizable", "saves.addSavedItem.title", fallback: "Add a URL")
    }
    public enum Empty {
      /// How to save
      public static let button = Localization.tr("Localizable", "saves.empty.button", fallback: "How to save")
      /// Start building your Pocket list
      public static let header = Localization.tr("Localizable", "saves.empty.header", fallback: "Start building your Pocket list")
    }
  }
  public enum Search {
    /// We’re experiencing an error and temporarily can’t get you what you need. Please try again later.
    public static let errorMessage = Localization.tr("Localizable", "search.errorMessage", fallback: "We’re experiencing an error and temporarily can’t get you what you need. Please try again later.")
    /// Limited search results
    public static let limitedResults = Localization.tr("Localizable", "search.limitedResults", fallback: "Limited search results")
    /// You can only search titles and URLs while offline. Connect to the internet to use Premium's full-text search.
    public static let offlineMessage = Localization.tr("Localizable", "search.offlineMessage", fallback: "You can only search titles and URLs while offline. Connect to the internet to use Premium's full-text search.")
    /// Recent searches
    public static let recent = Localization.tr("Localizable", "search.recent", fallback: "Recent searches")
    public enum AllItems {
      public enum Premium {
        /// Get Pocket Premium
        public static let button = Localization.tr("Localizable", "search.allItems.premium.button", fallback: "Get Pocket Premium")
        /// Search your entire Pocket, including archived items, with Pocket Premium.
        public static let detail = Localization.tr("Localizable", "search.allItems.premium.detail", fallback: "Search your entire Pocket, including archived items, with Pocket Premium.")
        /// Unlock more search options
        public static let header = Localization.tr("Localizable", "search.allItems.premium.header", fallback: "Unlock more search options")
      }
    }
    public enum Banner {
      /// We’re experiencing an error and can’t show you full search results. Please try again later.
      public static let errorMessage = Localization.tr("Localizable", "search.banner.errorMessage.", fallback: "We’re experiencing an error and can’t show you full search results. Please try again later.")
    }
    public enum Edit {
      /// Editing your search results is not available in this version of Pocket, but will be returning soon!
      public static let banner = Localization.tr("Localizable", "search.edit.banner", fallback: "Editing your search results is not available in this version of Pocket, but will be returning soon!")
    }
    public enum Empty {
      /// Search by title or URL
      public static let header = Localization.tr("Localizable", "search.empty.header", fallback: "Search by title or URL")
    }
    public enum Error {
      public enum View {
        /// You must have an internet connection to view this item.
        public static let needsInternet = Localization.tr("Localizable", "search.error.view.needsInternet", fallback: "You must have an internet connection to view this item.")
      }
    }
    public enum Recent {
      /// Recent searches will appear here so you can jump back in easily.
      public static let empty = Localization.tr("Localizable", "search.recent.empty", fallback: "Recent searches will appear here so you can jump back in easily.")
    }
    public enum Results {
      public enum Empty {
        /// Try using different keywords, checking for typos or changing your filters.
        public static let detail = Localization.tr("Localizable", "search.results.empty.detail", fallback: "Try using different keywords, checking for typos or changing your filters.")
        /// No results found
        public static let header = Localization.tr("Localizable", "search.results.empty.header", fallback: "No results found")
      }
      public enum Offline {
        /// No internet connection
        public static let header = Localization.tr("Localizable", "search.results.offline.header", fallback: "No internet connection")
        public enum Detail {
          /// You must be online to search all items.
          public static let all = Localization.tr("Localizable", "search.results.offline.detail.all", fallback: "You must be online to search all items.")
          /// You must be online to search archived items.
          public static let archive = Localization.tr("Localizable", "search.results.offline.detail.archive", fallback: "You must be online to search archived items.")
        }
      }
    }
    public enum Swipe {
      /// Archive
      public static let archive = Localization.tr("Localizable", "search.swipe.archive", fallback: "Archive")
      /// Move to Saves
      public static let moveToSaves = Localization.tr("Localizable", "search.swipe.moveToSaves", fallback: "Move to Saves")
    }
  }
  public enum Settings {
    /// Account management
    public static let accountManagement = Localization.tr("Localizable", "settings.accountManagement", fallback: "Account management")
    /// Always open original view
    public static let alwaysOpenOriginalView = Localization.tr("Localizable", "settings.alwaysOpenOriginalView", fallback: "Always open original view")
    /// Go Premium
    public static let goPremiumRow = Localization.tr("Localizable", "settings.goPremiumRow", fallback: "Go Premium")
    /// Get help and support
    public static let help = Localization.tr("Localizable", "settings.help", fallback: "Get help and support")
    /// Log out
    public static let logout = Localization.tr("Localizable", "settings.logout", fallback: "Log out")
    /// Open source licenses
    public static let openSourceLicenses = Localization.tr("Localizable", "settings.openSourceLicenses", fallback: "Open source licenses")
    /// Pocket for iOS %@ (%@)
    public static func pocketForiOS(_ p1: Any, _ p2: Any) -> String {
      return Localization.tr("Localizable", "settings.PocketForiOS %@ (%@)", String(describing: p1), String(describing: p2), fallback: "Pocket for iOS %@ (%@)")
    }
    /// Go Premium
    public static let premiumRow = Localization.tr("Localizable", "settings.premiumRow", fallback: "Go Premium")
    /// Premium subscription
    public static let premiumSubscriptionRow = Localization.tr("Localizable", "settings.premiumSubscriptionRow", fallback: "Premium subscription")
    /// Sign up or sign in
    public static let singUpOrSignIn = Localization.tr("Localizable", "settings.singUpOrSignIn", fallback: "Sign up or sign in")
    public enum AccountManagement {
      /// Delete account
      public static let deleteAccount = Localization.tr("Localizable", "settings.accountManagement.deleteAccount", fallback: "Delete account")
      /// Delete your account
      public static let deleteYourAccount = Localization.tr("Localizable", "settings.accountManagement.deleteYourAccount", fallback: "Delete your account")
      /// Restore existing subscription
      public static let restoreSubscription = Localization.tr("Localizable", "settings.accountManagement.restoreSubscription", fallback: "Restore existing subscription")
      public enum DeleteAccount {
        /// Deleting your account
        public static let deleting = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.deleting", fallback: "Deleting your account")
        /// You understand your Pocket account and data will be **permanently deleted.**
        public static let deletionConfirmation = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.deletionConfirmation", fallback: "You understand your Pocket account and data will be **permanently deleted.**")
        /// How to cancel your Pocket Premium subscription
        public static let howToCancel = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.howToCancel", fallback: "How to cancel your Pocket Premium subscription")
        /// To delete your account, you must first **cancel your Premium subscription here.**
        public static let premiumConfirmation = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.premiumConfirmation", fallback: "To delete your account, you must first **cancel your Premium subscription here.**")
        /// Warning: this can't be undone
        public static let warning = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.warning", fallback: "Warning: this can't be undone")
        public enum Error {
          /// We’re experiencing an error and can't delete your account. Please try again later.
          public static let body = Localization.tr("Localizable", "settings.accountManagement.deleteAccount.error.body", fallback: "We’re experiencing an error and can't delete your account. Please try again later.")
        }
      }
      public enum RestoreSubscription {
        public enum RestoreNotSuccessful {
          /// We were unable to find a subscription. If you believe you have one, please send an email to support@getpocket.com and let us know.
          public static let message = Localization.tr("Localizable", "settings.accountManagement.restoreSubscription.restoreNotSuccessful.message", fallback: "We were unable to find a subscription. If you believe you have one, please send an email to support@getpocket.com and let us know.")
          /// Restore not successful
          public static let title = Localization.tr("Localizable", "settings.accountManagement.restoreSubscription.restoreNotSuccessful.title", fallback: "Restore not successful")
        }
        public enum RestoreSuccessful {
          /// Your Pocket Premium subscription has been restored.
          public static let message = Localization.tr("Localizable", "settings.accountManagement.restoreSubscription.restoreSuccessful.message", fallback: "Your Pocket Premium subscription has been restored.")
          /// Restore successful
          public static let title = Localization.tr("Localizable", "settings.accountManagement.restoreSubscription.restoreSuccessful.title", fallback: "Restore successful")
        }
      }
    }
    public enum AppIcon {
      /// Or select your favorite icon
      public static let customIconSectionHeader = Localization.tr("Localizable", "settings.appIcon.customIconSectionHeader", fallback: "Or select your favorite icon")
      /// Let Pocket choose your icon
      public static let thematicIconSectionHeader = Localization.tr("Localizable", "settings.appIcon.thematicIconSectionHeader", fallback: "Let Pocket choose your icon")
      /// App Icon
      public static let title = Localization.tr("Localizable", "settings.appIcon.title", fallback: "App Icon")
      public enum IconName {
        /// Classic
        public static let classic = Localization.tr("Localizable", "settings.appIcon.iconName.classic", fallback: "Classic")
        /// Default
        public static let `default` = Localization.tr("Localizable", "settings.appIcon.iconName.default", fallback: "Default")
        /// Monochrome
        public static let monochrome = Localization.tr("Localizable", "settings.appIcon.iconName.monochrome", fallback: "Monochrome")
        /// Pride
        public static let pride = Localization.tr("Localizable", "settings.appIcon.iconName.pride", fallback: "Pride")
      }
    }
    public enum Logout {
      /// Are you sure?
      public static let areyousure = Localization.tr("Localizable", "settings.logout.areyousure", fallback: "Are you sure?")
      /// You will be logged out of your account and any items that have been saved for offline viewing will be removed from your device.
      public static let areYouSureMessage = Localization.tr("Localizable", "settings.logout.areYouSureMessage", fallback: "You will be logged out of your account and any items that have been saved for offline viewing will be removed from your device.")
    }
    public enum NoInternet {
      /// No internet connection
      public static let header = Localization.tr("Localizable", "settings.noInternet.header", fallback: "No internet connection")
      /// You must be online to upgrade to Pocket Premium. Please check your connection and try again.
      public static let youMustBeOnline = Localization.tr("Localizable", "settings.noInternet.youMustBeOnline", fallback: "You must be online to upgrade to Pocket Premium. Please check your connection and try again.")
    }
    public enum Premium {
      public enum Settings {
        /// Contact Pocket support
        public static let contactPocketSupport = Localization.tr("Localizable", "settings.premium.settings.contactPocketSupport", fallback: "Contact Pocket support")
        /// Date purchased
        public static let datePurchased = Localization.tr("Localizable", "settings.premium.settings.datePurchased", fallback: "Date purchased")
        /// Manage your subscription
        public static let manageYourSubscription = Localization.tr("Localizable", "settings.premium.settings.manageYourSubscription", fallback: "Manage your subscription")
        /// Pocket Premium FAQ
        public static let pocketPremiumFAQ = Localization.tr("Localizable", "settings.premium.settings.pocketPremiumFAQ", fallback: "Pocket Premium FAQ")
        /// Price
        public static let price = Localization.tr("Localizable", "settings.premium.settings.price", fallback: "Price")
        /// Purchase location
        public static let purchaseLocation = Localization.tr("Localizable", "settings.premium.settings.purchaseLocation", fallback: "Purchase location")
        /// Questions or feedback?
        public static let questionOrFeedback = Localization.tr("Localizable", "settings.premium.settings.questionOrFeedback", fallback: "Questions or feedback?")
        /// Renewal date
        public static let renewalDate = Localization.tr("Localizable", "settings.premium.settings.renewalDate", fallback: "Renewal date")
        /// Subscription
        public static let subscription = Localization.tr("Localizable", "settings.premium.settings.subscription", fallback: "Subscription")
        /// Subscription status
        public static let subscriptionStatus = Localization.tr("Localizable", "settings.premium.settings.subscriptionStatus", fallback: "Subscription status")
        /// Thanks for subscribing to Pocket Premium!
        public static let thanksForSubscribing = Localization.tr("Localizable", "settings.premium.settings.thanksForSubscribing", fallback: "Thanks for subscribing to Pocket Premium!")
        /// Your subscription
        public static let yourSubscription = Localization.tr("Localizable", "settings.premium.settings.yourSubscription", fallback: "Your subscription")
      }
    }
    public enum Thankyou {
      /// Thank you for using Pocket
      public static let credits = Localization.tr("Localizable", "settings.thankyou.credits", fallback: "Thank you for using Pocket")
    }
  }
  public enum SortingOption {
    /// Longest to read
    public static let longestToRead = Localization.tr("Localizable", "sortingOption.longestToRead", fallback: "Longest to read")
    /// Newest saved
    public static let newestSaved = Localization.tr("Localizable", "sortingOption.NewestSaved", fallback: "Newest saved")
    /// Oldest saved
    public static let oldestSaved = Localization.tr("Localizable", "sortingOption.oldestSaved", fallback: "Oldest saved")
    /// Shortest to read
    public static let shortestToRead = Localization.tr("Localizable", "sortingOption.shortestToRead", fallback: "Shortest to read")
    /// Sort by
    public static let sortBy = Localization.tr("Localizable", "sortingOption.sortBy", fallback: "Sort by")
  }
  public enum Tags {
    /// Delete tag?
    public static let deleteTag = Localization.tr("Localizable", "tags.deleteTag", fallback: "Delete tag?")
    /// not tagged
    public static let notTagged = Localization.tr("Localizable", "tags.notTagged", fallback: "not tagged")
    /// Rename tag
    public static let renameTag = Localization.tr("Localizable", "tags.renameTag", fallback: "Rename tag")
    public enum DeleteTag {
      /// Deleting this tag removes it from all items.
      public static let message = Localization.tr("Localizable", "tags.deleteTag.message", fallback: "Deleting this tag removes it from all items.")
    }
    public enum Empty {
      /// How to tag
      public static let button = Localization.tr("Localizable", "tags.empty.button", fallback: "How to tag")
      /// Tag your Saves by topic to find them later.
      public static let detail = Localization.tr("Localizable", "tags.empty.detail", fallback: "Tag your Saves by topic to find them later.")
      /// No Saves with this tag
      public static let header = Localization.tr("Localizable", "tags.empty.header", fallback: "No Saves with this tag")
    }
    public enum RenameTag {
      /// Enter a new name for this tag
      public static let message = Localization.tr("Localizable", "tags.renameTag.message", fallback: "Enter a new name for this tag")
      /// Tag name
      public static let prompt = Localization.tr("Localizable", "tags.renameTag.prompt", fallback: "Tag name")
      public enum TagAlreadyInUse {
        /// This tag is already in use, please choose a different name.
        public static let message = Localization.tr("Localizable", "tags.renameTag.tagAlreadyInUse.message", fallback: "This tag is already in use, please choose a different name.")
        /// Tag already in use
        public static let title = Localization.tr("Localizable", "tags.renameTag.tagAlreadyInUse.title", fallback: "Tag already in use")
      }
    }
    public enum Section {
      /// Recent tags
      public static let recentTags = Localization.tr("Localizable", "tags.section.recentTags", fallback: "Recent tags")
      /// My tags
      public static let userTags = Localization.tr("Localizable", "tags.section.userTags", fallback: "My tags")
    }
    public enum Upsell {
      /// Get Pocket Premium
      public static let getPocketPremium = Localization.tr("Localizable", "tags.upsell.getPocketPremium", fallback: "Get Pocket Premium")
      /// Tag stories faster than ever—get your most recent tags with Pocket Premium.
      public static let tagStoriesFasterThanEver = Localization.tr("Localizable", "tags.upsell.tagStoriesFasterThanEver", fallback: "Tag stories faster than ever—get your most recent tags with Pocket Premium.")
    }
  }
  public enum Tips {
    public enum RecommendationsWidget {
      public enum SelectTopic {
        /// Long-press on the Recommendations Widget to choose a topic of interest.
        /// Install multiple widgets to keep track of all your favorite topics.
        public static let message = Localization.tr("Localizable", "tips.recommendationsWidget.selectTopic.message", fallback: "Long-press on the Recommendations Widget to choose a topic of interest.\nInstall multiple widgets to keep track of all your favorite topics.")
        /// New Recommendations Widget!
        public static let title = Localization.tr("Localizable", "tips.recommendationsWidget.selectTopic.title", fallback: "New Recommendations Widget!")
      }
    }
    public enum SharedWithYouActions {
      /// Tap here to reply to this message or long press to remove this item.
      public static let message = Localization.tr("Localizable", "tips.sharedWithYouActions.message", fallback: "Tap here to reply to this message or long press to remove this item.")
      /// More Actions
      public static let title = Localization.tr("Localizable", "tips.sharedWithYouActions.title", fallback: "More Actions")
    }
    public enum SwipeHighlights {
      /// Swipe left on a paragraph to highlight it. Alternatively, swipe and select 'Delete Highlights' to remove any existing highlighting.
      public static let message = Localization.tr("Localizable", "tips.swipeHighlights.message", fallback: "Swipe left on a paragraph to highlight it. Alternatively, swipe and select 'Delete Highlights' to remove any existing highlighting.")
      /// Swipe Highlights
      public static let title = Localization.tr("Localizable", "tips.swipeHighlights.title", fallback: "Swipe Highlights")
    }
    public enum SwipeToArchive {
      /// Swipe left on an article to archive it quickly.
      public static let message = Localization.tr("Localizable", "tips.swipeToArchive.message", fallback: "Swipe left on an article to archive it quickly.")
      /// Swipe to Archive
      public static let title = Localization.tr("Localizable", "tips.swipeToArchive.title", fallback: "Swipe to Archive")
    }
  }
}
// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

// MARK: - Implementation Details

extension Localization {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
// swiftlint:enable convenience_type
