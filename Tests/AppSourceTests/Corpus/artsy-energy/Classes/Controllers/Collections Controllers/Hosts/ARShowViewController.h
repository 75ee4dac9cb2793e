#import "ARTabbedViewController.h"


@interface ARShowViewController : ARTabbedViewController

- (instancetype)initWithShow:(Show *)show;

@end
