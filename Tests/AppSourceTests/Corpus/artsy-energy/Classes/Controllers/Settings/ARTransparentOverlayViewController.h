/// Shown as a detail view for the settings split view controller; currently its only function is handling tap gestures to dismiss the settings panel


@interface ARTransparentOverlayViewController : UIViewController

@end
