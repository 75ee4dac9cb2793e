#import <UIKit/UIKit.h>

@interface UIBarButtonItem (TethysTests)

- (void)tap;

@end
