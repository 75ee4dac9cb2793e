

@interface ARAppDelegate : UIResponder <UIApplicationDelegate, UIAlertViewDelegate>

- (void)startLogout;

@end
