#import <UIKit/UIKit.h>


@interface ARMultipleButtonsPopoverViewController : UIViewController
- (instancetype)initWithButtons:(NSArray *)buttons;
@end
