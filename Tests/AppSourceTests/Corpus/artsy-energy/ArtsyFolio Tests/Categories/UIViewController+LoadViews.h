

@interface UIViewController (LoadViews)

- (void)loadViewsProgrammatically;

@end
