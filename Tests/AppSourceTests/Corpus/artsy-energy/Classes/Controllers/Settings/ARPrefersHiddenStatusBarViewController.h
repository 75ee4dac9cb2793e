

/// This view controller exists to contain the Settings split view controller - unfortunately, this is the only way to hide the status bar when it's presented modally
@interface ARPrefersHiddenStatusBarViewController : UIViewController

@end
