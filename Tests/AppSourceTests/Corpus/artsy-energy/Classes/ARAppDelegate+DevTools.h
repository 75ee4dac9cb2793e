#import "ARAppDelegate.h"


@interface ARAppDelegate (DevTools)

- (void)performDeveloperExtras;

@end
