

@interface ARLogoutViewController : UIViewController
@end
